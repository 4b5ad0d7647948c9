import { roundTo } from '../units';
import type { PlanDocument } from './nutrition';

// Her week's shopping (issue 16): each food of the options she will have, times the days she will
// have them, grouped as a supermarket is. No zod: the client's page recounts as she changes days.

export interface ShoppingItem {
  foodId: string;
  name: string;
  group: string;
  /** The week's total: grams, or millilitres when `unit` is 'ml'. */
  grams: number;
  unit: 'g' | 'ml';
}
export interface ShoppingGroup {
  group: string;
  items: ShoppingItem[];
}

export const WEEK_DAYS = 7;
const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/** Days this week of one option: her entry (0–7), or for a meal without one, 7 of its first. */
function daysOf(days: readonly (readonly number[])[], meal: number, option: number): number {
  const entry = days[meal];
  if (entry === undefined) return option === 0 ? WEEK_DAYS : 0;
  return Math.min(WEEK_DAYS, Math.max(0, entry[option] ?? 0));
}

/**
 * days[meal][option] = days this week (0–7); a meal without an entry counts 7 days of its first
 * option. Sums each food's grams over the week (ml kept apart from g), groups by food group (groups
 * A–Z, items A–Z).
 */
export function shoppingList(
  plan: Pick<PlanDocument, 'meals'>,
  days: readonly (readonly number[])[],
): ShoppingGroup[] {
  const totals = new Map<string, ShoppingItem>();
  plan.meals.forEach((meal, m) =>
    meal.options.forEach((option, o) => {
      const times = daysOf(days, m, o);
      if (times === 0) return;
      for (const item of option.items) {
        // Household units count in grams; only ml is kept apart.
        const unit = item.unit === 'ml' ? 'ml' : 'g';
        const key = `${item.foodId}|${unit}`;
        const total = totals.get(key) ?? {
          foodId: item.foodId,
          name: item.food.name,
          group: item.food.group,
          grams: 0,
          unit,
        };
        total.grams += item.grams * times;
        totals.set(key, total);
      }
    }),
  );

  const groups = new Map<string, ShoppingItem[]>();
  for (const item of totals.values()) {
    // One decimal place is enough, and hides the float noise of 7 × 0.1.
    const rounded = { ...item, grams: roundTo(item.grams, 1) };
    groups.set(item.group, [...(groups.get(item.group) ?? []), rounded]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([group, items]) => ({
      group,
      items: items.sort((a, b) => byName(a.name, b.name) || byName(a.unit, b.unit)),
    }));
}
