import {
  LOW_ENERGY_KCAL,
  MAX_ITEM_GRAMS,
  NUTRITION_MESSAGES,
  TARGET_KEYS,
  TARGET_RANGES,
} from '@wellness/contracts';
import type { PlanFood, TargetKey } from '@wellness/contracts';
import { EDITOR_DAYS, dayPath, isEmptyOption, itemGrams, parseNumber } from './plan-draft';
import type { FieldErrors, ItemDraft, PlanDraft } from './plan-draft';

/** The problem with one target as typed, from TARGET_RANGES; undefined when it is fine. */
export function targetProblem(key: TargetKey, text: string): string | undefined {
  const { min, max, label, unit } = TARGET_RANGES[key];
  const n = parseNumber(text);
  if (!Number.isFinite(n)) return `Please enter the ${label.toLowerCase()} target as a number`;
  if (n < min || n > max) return `${label} must be between ${min} and ${max} ${unit} a day`;
  if (key === 'energyKcal' && !Number.isInteger(n)) return 'Energy must be a whole number of kcal';
  return undefined;
}

/** Whether any day's energy target is under LOW_ENERGY_KCAL (a reason is needed then). */
export function needsLowEnergyReason(draft: Pick<PlanDraft, 'targets'>): boolean {
  return EDITOR_DAYS.some((day) => {
    const t = draft.targets[day];
    if (!t) return false;
    const n = parseNumber(t.energyKcal);
    return Number.isFinite(n) && n < LOW_ENERGY_KCAL;
  });
}

/** Conflicts of a food with her allergies and diet (dietConflicts with her profile). */
export type ConflictsOf = (food: PlanFood) => readonly string[];

export function itemProblems(
  item: ItemDraft,
  conflictsOf: ConflictsOf,
): Partial<Record<string, string>> {
  const problems: Record<string, string> = {};
  const amount = parseNumber(item.amount);
  if (item.unit === 'household') {
    if (!(amount > 0)) problems['household.count'] = 'Please enter how many';
    else if (amount > 50) problems['household.count'] = 'Please enter at most 50';
    if (item.householdLabel.trim() === '')
      problems['household.label'] = 'Please name the household unit';
    if (!(parseNumber(item.gramsEach) > 0))
      problems.gramsEach = 'Please enter what one weighs in grams';
  } else if (!(amount > 0)) {
    problems.grams = NUTRITION_MESSAGES.positiveQuantity;
  }
  const grams = itemGrams(item);
  if (grams > MAX_ITEM_GRAMS) problems.grams = NUTRITION_MESSAGES.tooMuchFood;
  if (conflictsOf(item.food).length > 0 && item.allergyOverride.trim() === '') {
    problems.allergyOverride = NUTRITION_MESSAGES.allergyOverride;
  }
  return problems;
}

/** Each item's problems by the conflicts it was checked with: an item the edit left alone keeps them. */
const problemsCache = new WeakMap<
  ConflictsOf,
  WeakMap<ItemDraft, Partial<Record<string, string>>>
>();

function cachedItemProblems(item: ItemDraft, conflictsOf: ConflictsOf) {
  let byItem = problemsCache.get(conflictsOf);
  if (!byItem) problemsCache.set(conflictsOf, (byItem = new WeakMap()));
  let problems = byItem.get(item);
  if (!problems) byItem.set(item, (problems = itemProblems(item, conflictsOf)));
  return problems;
}

/**
 * What must be put right before the draft can be saved, by the server's field paths. Empty options
 * and meals are not errors: they are left out of what is saved (see `planBody` in request-body.ts).
 */
export function validateDraft(draft: PlanDraft, conflictsOf: ConflictsOf): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.title.trim() === '') errors.title = 'Please give the plan a title';
  for (const day of EDITOR_DAYS) {
    const targets = draft.targets[day];
    if (!targets) continue;
    for (const key of TARGET_KEYS) {
      const problem = targetProblem(key, targets[key]);
      if (problem) errors[`${dayPath(day)}.${key}`] = problem;
    }
  }
  if (needsLowEnergyReason(draft) && draft.lowEnergyReason.trim() === '') {
    errors.lowEnergyReason = NUTRITION_MESSAGES.lowEnergyReason;
  }
  draft.meals.forEach((meal, m) => {
    if (meal.name.trim() === '' && meal.options.some((o) => !isEmptyOption(o))) {
      errors[`meals.${m}.name`] = 'Please name the meal';
    }
    meal.options.forEach((option, o) => {
      option.items.forEach((item, i) => {
        const problems = cachedItemProblems(item, conflictsOf);
        for (const [field, message] of Object.entries(problems)) {
          if (message) errors[`meals.${m}.options.${o}.items.${i}.${field}`] = message;
        }
      });
    });
  });
  return errors;
}
