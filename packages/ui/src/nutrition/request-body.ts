import type {
  GuidanceSection,
  PlanCreateInput,
  PlanDocument,
  PlanFood,
  PlanItemInput,
  PlanTargets,
  PlanUpdateInput,
} from '@wellness/contracts';
import { targetNumbers } from './draft-totals';
import { needsLowEnergyReason } from './draft-validation';
import { GUIDANCE_KEYS, isEmptyOption, itemGrams, parseNumber } from './plan-draft';
import type { EditorState, ItemDraft, PlanDraft } from './plan-draft';

// The draft as the server takes it: `planBody` leaves out empty options and meals and keeps where
// each kept one came from, so that the 400's field paths can be named in the draft again.

function itemInput(item: ItemDraft): PlanItemInput {
  const input: PlanItemInput = { foodId: item.food.id, grams: itemGrams(item), unit: item.unit };
  if (item.unit === 'household') {
    input.household = { label: item.householdLabel.trim(), count: parseNumber(item.amount) };
  }
  if (item.allergyOverride.trim()) input.allergyOverride = item.allergyOverride.trim();
  return input;
}

/**
 * Where each of the body's meals and options came from in the draft: empty options and meals are
 * left out of the body, so the server's field paths are mapped back to the draft's positions.
 */
export interface BodyPositions {
  meals: Array<{ meal: number; options: number[] }>;
}

/** The plan as `POST`/`PUT` take it (contract body), without clientId or version. */
export function planBody(draft: PlanDraft): {
  body: Omit<PlanCreateInput, 'clientId'>;
  positions: BodyPositions;
} {
  const positions: BodyPositions = { meals: [] };
  const meals: PlanCreateInput['meals'] = [];
  draft.meals.forEach((meal, m) => {
    const kept: number[] = [];
    const options = meal.options.flatMap((option, o) => {
      if (isEmptyOption(option)) return [];
      kept.push(o);
      const guidance = option.guidance.trim();
      return [{ items: option.items.map(itemInput), ...(guidance ? { guidance } : {}) }];
    });
    if (options.length === 0) return;
    positions.meals.push({ meal: m, options: kept });
    meals.push({ name: meal.name.trim(), options });
  });
  const guidance: Partial<Record<GuidanceSection, string>> = {};
  for (const k of GUIDANCE_KEYS) {
    const value = draft.guidance[k].trim();
    if (value) guidance[k] = value;
  }
  const dayTypes: { training?: PlanTargets; rest?: PlanTargets } = {};
  if (draft.targets.training) dayTypes.training = targetNumbers(draft.targets.training);
  if (draft.targets.rest) dayTypes.rest = targetNumbers(draft.targets.rest);
  const body: Omit<PlanCreateInput, 'clientId'> = {
    title: draft.title.trim(),
    targets: targetNumbers(draft.targets.default),
    meals,
  };
  if (needsLowEnergyReason(draft) && draft.lowEnergyReason.trim()) {
    body.lowEnergyReason = draft.lowEnergyReason.trim();
  }
  if (dayTypes.training || dayTypes.rest) body.dayTypes = dayTypes;
  if (Object.keys(guidance).length > 0) body.guidance = guidance;
  return { body, positions };
}

export function updateBody(state: EditorState): {
  body: PlanUpdateInput;
  positions: BodyPositions;
} {
  const { body, positions } = planBody(state.draft);
  return { body: { ...body, version: state.version }, positions };
}

/** The draft as a plan document (for "changes since v<n>"): foods described, grams counted. */
export function draftDocument(draft: PlanDraft): PlanDocument {
  const { body } = planBody(draft);
  const foods = new Map<string, PlanFood>();
  for (const meal of draft.meals)
    for (const option of meal.options)
      for (const item of option.items) foods.set(item.food.id, item.food);
  return {
    title: body.title,
    targets: body.targets,
    lowEnergyReason: body.lowEnergyReason,
    dayTypes: body.dayTypes,
    meals: body.meals.map((meal) => ({
      name: meal.name,
      options: meal.options.map((option) => ({
        guidance: option.guidance,
        items: option.items.map((item) => ({
          foodId: item.foodId,
          grams: item.grams,
          unit: item.unit ?? 'g',
          household: item.household,
          allergyOverride: item.allergyOverride,
          food: foods.get(item.foodId) as PlanFood,
        })),
      })),
    })),
    guidance: body.guidance,
  };
}
