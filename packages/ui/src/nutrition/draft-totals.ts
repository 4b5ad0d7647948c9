import { NUTRIENT_KEYS, TARGET_KEYS, ZERO_NUTRIENTS, planTotals } from '@wellness/contracts';
import type {
  NutrientRange,
  Nutrients,
  PlanDocument,
  PlanTargets,
  PlanTotals,
} from '@wellness/contracts';
import { itemGrams, parseNumber } from './plan-draft';
import type { MealDraft, PlanDraft, TargetsDraft } from './plan-draft';

/** A meal as the totals count it: each food with the grams that count. */
const mealInput = (meal: MealDraft): PlanDocument['meals'][number] => ({
  name: meal.name,
  options: meal.options.map((option) => ({
    items: option.items.map((item) => ({
      foodId: item.food.id,
      grams: itemGrams(item),
      unit: item.unit,
      food: item.food,
    })),
  })),
});

/** The draft as the totals count it: each food with the grams that count. */
export function totalsInput(draft: PlanDraft): Pick<PlanDocument, 'meals'> {
  return { meals: draft.meals.map(mealInput) };
}

interface MealTotals {
  options: Nutrients[];
  range: NutrientRange;
}

/** Each meal's totals, kept while the meal is the same object (the reducer keeps untouched ones). */
const mealTotalsCache = new WeakMap<MealDraft, MealTotals>();

function mealTotals(meal: MealDraft): MealTotals {
  let totals = mealTotalsCache.get(meal);
  if (!totals) {
    const one = planTotals({ meals: [mealInput(meal)] });
    totals = { options: one.options[0], range: one.meals[0] };
    mealTotalsCache.set(meal, totals);
  }
  return totals;
}

const addInto = (into: Nutrients, more: Nutrients) => {
  for (const key of NUTRIENT_KEYS) into[key] += more[key];
};

/**
 * planTotals of the draft, meal by meal: a meal's totals depend on it alone, so a keystroke counts
 * only the meal it changed, and the day adds up the meals in order as planTotals does.
 */
export function draftTotals(draft: PlanDraft): PlanTotals {
  const meals = draft.meals.map(mealTotals);
  const day: NutrientRange = {
    min: { ...ZERO_NUTRIENTS },
    average: { ...ZERO_NUTRIENTS },
    max: { ...ZERO_NUTRIENTS },
  };
  for (const { range } of meals) {
    addInto(day.min, range.min);
    addInto(day.average, range.average);
    addInto(day.max, range.max);
  }
  return { options: meals.map((m) => m.options), meals: meals.map((m) => m.range), day };
}

const sameNutrients = (a: Nutrients, b: Nutrients) => NUTRIENT_KEYS.every((k) => a[k] === b[k]);
const sameRange = (a: NutrientRange, b: NutrientRange) =>
  sameNutrients(a.min, b.min) && sameNutrients(a.average, b.average) && sameNutrients(a.max, b.max);
const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * `next`, keeping `previous`'s objects (an option's total, a meal's options, a meal's range, the
 * day) wherever the numbers are the same: a keystroke in one quantity then hands new totals only
 * to its option, its meal and the day, and the other options and meals skip rendering.
 */
export function shareTotals(previous: PlanTotals | undefined, next: PlanTotals): PlanTotals {
  if (!previous) return next;
  const options = next.options.map((meal, m) => {
    const before = previous.options[m];
    if (!before) return meal;
    const kept = meal.map((o, i) => (before[i] && sameNutrients(before[i], o) ? before[i] : o));
    return sameList(kept, before) ? before : kept;
  });
  const meals = next.meals.map((range, m) => {
    const before = previous.meals[m];
    return before && sameRange(before, range) ? before : range;
  });
  const day = sameRange(previous.day, next.day) ? previous.day : next.day;
  const keptOptions = sameList(options, previous.options) ? previous.options : options;
  const keptMeals = sameList(meals, previous.meals) ? previous.meals : meals;
  if (keptOptions === previous.options && keptMeals === previous.meals && day === previous.day)
    return previous;
  return { options: keptOptions, meals: keptMeals, day };
}

/** A day's targets as numbers (a field not yet a number counts 0). */
export function targetNumbers(targets: TargetsDraft): PlanTargets {
  return Object.fromEntries(
    TARGET_KEYS.map((k) => {
      const n = parseNumber(targets[k]);
      return [k, Number.isFinite(n) ? n : 0];
    }),
  ) as PlanTargets;
}
