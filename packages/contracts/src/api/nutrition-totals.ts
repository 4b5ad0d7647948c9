import type { Nutrients, PlanDocument, PlanFood, PlanTargets } from './nutrition';
import { NUTRIENT_KEYS } from './nutrition';

// What a plan adds up to: the same arithmetic on the server (the answer's totals, the PDF) and in
// the editor, where it runs on every keystroke, so it stays plain loops over numbers.

export const ZERO_NUTRIENTS: Nutrients = {
  energyKcal: 0,
  proteinG: 0,
  carbohydrateG: 0,
  fatG: 0,
  fibreG: 0,
};

/** What `grams` of a food gives (its values are per 100 g; a fibre the source lacks counts 0). */
export function foodNutrients(
  food: Pick<PlanFood, 'energyKcal' | 'proteinG' | 'carbohydrateG' | 'fatG' | 'fibreG'>,
  grams: number,
): Nutrients {
  const f = grams / 100;
  return {
    energyKcal: food.energyKcal * f,
    proteinG: food.proteinG * f,
    carbohydrateG: food.carbohydrateG * f,
    fatG: food.fatG * f,
    fibreG: (food.fibreG ?? 0) * f,
  };
}

function add(into: Nutrients, more: Nutrients): Nutrients {
  for (const key of NUTRIENT_KEYS) into[key] += more[key];
  return into;
}

/** The lowest, average and highest a meal (or a day) can come to, across its options. */
export interface NutrientRange {
  min: Nutrients;
  average: Nutrients;
  max: Nutrients;
}

export interface PlanTotals {
  /** `options[meal][option]`: what each option adds up to. */
  options: Nutrients[][];
  meals: NutrientRange[];
  /** A day of one option of each meal: the average choice, and the lowest and highest. */
  day: NutrientRange;
}

type TotalsInput = Pick<PlanDocument, 'meals'>;

export function optionTotals(option: TotalsInput['meals'][number]['options'][number]): Nutrients {
  const total = { ...ZERO_NUTRIENTS };
  for (const item of option.items) add(total, foodNutrients(item.food, item.grams));
  return total;
}

/** An option of guidance only (no foods) is left out of its meal's range: it has no numbers. */
function rangeOf(options: Nutrients[], counted: boolean[]): NutrientRange {
  const picked = options.filter((_, i) => counted[i]);
  const min = { ...ZERO_NUTRIENTS };
  const max = { ...ZERO_NUTRIENTS };
  const average = { ...ZERO_NUTRIENTS };
  for (const key of NUTRIENT_KEYS) {
    if (picked.length === 0) continue;
    let lo = Infinity;
    let hi = -Infinity;
    let sum = 0;
    for (const o of picked) {
      lo = Math.min(lo, o[key]);
      hi = Math.max(hi, o[key]);
      sum += o[key];
    }
    min[key] = lo;
    max[key] = hi;
    average[key] = sum / picked.length;
  }
  return { min, average, max };
}

export function planTotals(plan: TotalsInput): PlanTotals {
  const options = plan.meals.map((meal) => meal.options.map(optionTotals));
  const meals = plan.meals.map((meal, m) =>
    rangeOf(
      options[m],
      meal.options.map((o) => o.items.length > 0),
    ),
  );
  const day: NutrientRange = {
    min: { ...ZERO_NUTRIENTS },
    average: { ...ZERO_NUTRIENTS },
    max: { ...ZERO_NUTRIENTS },
  };
  for (const meal of meals) {
    add(day.min, meal.min);
    add(day.average, meal.average);
    add(day.max, meal.max);
  }
  return { options, meals, day };
}

/** How close a total is to its target: within 5 % green, within 10 % amber, else red. */
export type TargetStatus = 'green' | 'amber' | 'red';
export const TARGET_TOLERANCE = { green: 0.05, amber: 0.1 } as const;

export function targetStatus(actual: number, target: number): TargetStatus {
  if (target <= 0) return actual <= 0 ? 'green' : 'amber';
  const off = Math.abs(actual - target) / target;
  if (off <= TARGET_TOLERANCE.green) return 'green';
  return off <= TARGET_TOLERANCE.amber ? 'amber' : 'red';
}

/** Each nutrient target's status against a day's total. */
export function dayStatus(
  total: Nutrients,
  targets: PlanTargets,
): Record<(typeof NUTRIENT_KEYS)[number], TargetStatus> {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, targetStatus(total[key], targets[key])]),
  ) as Record<(typeof NUTRIENT_KEYS)[number], TargetStatus>;
}
