import { DEFAULT_MEAL_NAMES, GUIDANCE_SECTIONS, TARGET_KEYS } from '@wellness/contracts';
import type {
  GuidanceSection,
  NutritionPlan,
  PlanDocument,
  PlanFood,
  PlanItemOut,
  PlanTargets,
  QuantityUnit,
  TargetKey,
} from '@wellness/contracts';

// The plan editor's draft: what she is typing, kept in the page (a reducer, editor-reducer.ts) so
// that every keystroke updates the totals at once, with no request. Numbers stay as typed (text)
// until they are sent: request-body.ts turns the draft into the contract's body, and
// draft-validation.ts names what is wrong with the same field paths as the server's 400
// (`meals.0.options.1.items.2.grams`).

export type TargetsDraft = Record<TargetKey, string>;
export type VariantDay = 'training' | 'rest';
export type EditorDay = 'default' | VariantDay;

export interface ItemDraft {
  key: string;
  food: PlanFood;
  unit: QuantityUnit;
  /** Grams or millilitres as typed; for household units, how many. */
  amount: string;
  /** Household units: what one is ("medium egg") and what one weighs (g). */
  householdLabel: string;
  gramsEach: string;
  allergyOverride: string;
}
export interface OptionDraft {
  key: string;
  items: ItemDraft[];
  guidance: string;
}
export interface MealDraft {
  key: string;
  name: string;
  options: OptionDraft[];
}
export interface PlanDraft {
  title: string;
  targets: { default: TargetsDraft; training: TargetsDraft | null; rest: TargetsDraft | null };
  lowEnergyReason: string;
  meals: MealDraft[];
  guidance: Record<GuidanceSection, string>;
}

export interface EditorState {
  draft: PlanDraft;
  /** The draft revision it was read at (sent back on save). */
  version: number;
  /** Changed since it was loaded or last saved. */
  dirty: boolean;
  /** The server's 400 field errors, by path, from the last save. */
  serverErrors: Record<string, string>;
  /** The last save was refused: someone else saved first. Her typing stays until she reloads. */
  stale: boolean;
}

/** The field errors of a draft, by the server's field paths. */
export type FieldErrors = Record<string, string>;

let keySeq = 0;
const newKey = (prefix: string) => `${prefix}${++keySeq}`;

export const GUIDANCE_KEYS = Object.keys(GUIDANCE_SECTIONS) as GuidanceSection[];

export const EDITOR_DAYS: readonly EditorDay[] = ['default', 'training', 'rest'];

/** Where a day's targets sit in the server's field paths. */
export const dayPath = (day: EditorDay) => (day === 'default' ? 'targets' : `dayTypes.${day}`);

export const emptyGuidance = (): Record<GuidanceSection, string> =>
  Object.fromEntries(GUIDANCE_KEYS.map((k) => [k, ''])) as Record<GuidanceSection, string>;

/** A number as an input shows it (no trailing zeros, at most one decimal for grams). */
export function numberText(value: number | undefined | null, decimals = 1): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  const f = 10 ** decimals;
  return String(Math.round(value * f) / f);
}

/** What she typed as a number; NaN for blank or not a number. */
export function parseNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  if (t === '' || !/^-?\d*\.?\d*$/.test(t)) return NaN;
  return Number(t);
}

export const targetsText = (targets: PlanTargets): TargetsDraft =>
  Object.fromEntries(
    TARGET_KEYS.map((k) => [k, numberText(targets[k], k === 'energyKcal' ? 0 : 1)]),
  ) as TargetsDraft;

export const emptyOption = (): OptionDraft => ({ key: newKey('o'), items: [], guidance: '' });
export const newMeal = (name: string): MealDraft => ({
  key: newKey('m'),
  name,
  options: [emptyOption()],
});
export const defaultMeals = (): MealDraft[] => DEFAULT_MEAL_NAMES.map((name) => newMeal(name));

/** A new food in an option: 100 g (or ml, for drinks), to be changed. */
export function newItem(food: PlanFood): ItemDraft {
  return {
    key: newKey('i'),
    food,
    unit: food.group === 'Beverages' ? 'ml' : 'g',
    amount: '100',
    householdLabel: '',
    gramsEach: '',
    allergyOverride: '',
  };
}

function itemFromDocument(item: PlanItemOut): ItemDraft {
  const count = item.household?.count ?? 0;
  return {
    key: newKey('i'),
    food: item.food,
    unit: item.unit,
    amount: item.unit === 'household' && count > 0 ? numberText(count, 2) : numberText(item.grams),
    householdLabel: item.household?.label ?? '',
    gramsEach: item.unit === 'household' && count > 0 ? numberText(item.grams / count) : '',
    allergyOverride: item.allergyOverride ?? '',
  };
}

/**
 * The draft of a plan's document. A plan saved with no meals (a new one) starts with the default
 * meals, empty: they are saved once something is in them.
 */
export function draftFromDocument(doc: PlanDocument): PlanDraft {
  const guidance = emptyGuidance();
  for (const k of GUIDANCE_KEYS) guidance[k] = doc.guidance?.[k] ?? '';
  return {
    title: doc.title,
    targets: {
      default: targetsText(doc.targets),
      training: doc.dayTypes?.training ? targetsText(doc.dayTypes.training) : null,
      rest: doc.dayTypes?.rest ? targetsText(doc.dayTypes.rest) : null,
    },
    lowEnergyReason: doc.lowEnergyReason ?? '',
    meals:
      doc.meals.length === 0
        ? defaultMeals()
        : doc.meals.map((meal) => ({
            key: newKey('m'),
            name: meal.name,
            options:
              meal.options.length === 0
                ? [emptyOption()]
                : meal.options.map((option) => ({
                    key: newKey('o'),
                    items: option.items.map(itemFromDocument),
                    guidance: option.guidance ?? '',
                  })),
          })),
    guidance,
  };
}

export function stateFromPlan(plan: Pick<NutritionPlan, 'document' | 'version'>): EditorState {
  return {
    draft: draftFromDocument(plan.document),
    version: plan.version,
    dirty: false,
    serverErrors: {},
    stale: false,
  };
}

/** The weight that counts: g or ml as typed, or count × grams each (0 while incomplete). */
export function itemGrams(item: Pick<ItemDraft, 'unit' | 'amount' | 'gramsEach'>): number {
  const amount = parseNumber(item.amount);
  if (!(amount > 0)) return 0;
  if (item.unit !== 'household') return amount;
  const each = parseNumber(item.gramsEach);
  return each > 0 ? Math.round(amount * each * 10) / 10 : 0;
}

export const isEmptyOption = (option: OptionDraft) =>
  option.items.length === 0 && option.guidance.trim() === '';
