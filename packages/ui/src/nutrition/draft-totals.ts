import { TARGET_KEYS, planTotals } from '@wellness/contracts';
import type { PlanDocument, PlanTargets, PlanTotals } from '@wellness/contracts';
import { itemGrams, parseNumber } from './plan-draft';
import type { PlanDraft, TargetsDraft } from './plan-draft';

/** The draft as the totals count it: each food with the grams that count. */
export function totalsInput(draft: PlanDraft): Pick<PlanDocument, 'meals'> {
  return {
    meals: draft.meals.map((meal) => ({
      name: meal.name,
      options: meal.options.map((option) => ({
        items: option.items.map((item) => ({
          foodId: item.food.id,
          grams: itemGrams(item),
          unit: item.unit,
          food: item.food,
        })),
      })),
    })),
  };
}

export const draftTotals = (draft: PlanDraft): PlanTotals => planTotals(totalsInput(draft));

/** A day's targets as numbers (a field not yet a number counts 0). */
export function targetNumbers(targets: TargetsDraft): PlanTargets {
  return Object.fromEntries(
    TARGET_KEYS.map((k) => {
      const n = parseNumber(targets[k]);
      return [k, Number.isFinite(n) ? n : 0];
    }),
  ) as PlanTargets;
}
