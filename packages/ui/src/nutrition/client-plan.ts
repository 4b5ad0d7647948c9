import { DAY_TYPES, PLAN_LIMITS, TARGET_KEYS, TARGET_RANGES } from '@wellness/contracts';
import type {
  DayType,
  PlanDocument,
  PlanTargets,
  ShoppingListState,
  TargetKey,
} from '@wellness/contracts';

// The client's view of a published plan: which day's targets, how many days of each option her
// shopping list counts, and what she has ticked. Pure: the components and the tests share it.

/** The day types a plan has: always the default day, then the variants it defines. */
export function dayTypesOf(document: Pick<PlanDocument, 'dayTypes'>): DayType[] {
  const types: DayType[] = ['default'];
  if (document.dayTypes?.training) types.push('training');
  if (document.dayTypes?.rest) types.push('rest');
  return types;
}

/** The targets of a day type (the default day's when the plan has no such variant). */
export function targetsFor(
  document: Pick<PlanDocument, 'targets' | 'dayTypes'>,
  dayType: DayType,
): PlanTargets {
  if (dayType === 'default') return document.targets;
  return document.dayTypes?.[dayType] ?? document.targets;
}

export const dayTypeLabel = (dayType: DayType): string => DAY_TYPES[dayType];

const number = (value: number, decimals = 0) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: decimals });

/** "1,800 kcal", "110 g", "2.5 litres", "1 litre". */
export function formatTarget(key: TargetKey, value: number): string {
  if (key === 'energyKcal') return `${number(value)} kcal`;
  if (key === 'waterLitres') return `${number(value, 2)} ${value === 1 ? 'litre' : 'litres'}`;
  return `${number(value, 1)} g`;
}

/** A day's targets as label and value, in the contract's order. */
export function targetRows(
  targets: PlanTargets,
): { key: TargetKey; label: string; value: string }[] {
  return TARGET_KEYS.map((key) => ({
    key,
    label: TARGET_RANGES[key].label,
    value: formatTarget(key, targets[key]),
  }));
}

// ── Her shopping list ────────────────────────────────────────────────────────
type Meals = Pick<PlanDocument, 'meals'>['meals'];

export const DAYS_IN_WEEK = 7;

/** A week of each meal's first option, none of the others. */
export function defaultDays(meals: Meals): number[][] {
  return meals.map((meal) => meal.options.map((_, i) => (i === 0 ? DAYS_IN_WEEK : 0)));
}

const clampDays = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(DAYS_IN_WEEK, Math.max(0, Math.round(value)))
    : 0;

/**
 * Her saved days fitted to the plan's shape: a missing meal gets the default (a week of its first
 * option), a missing option 0, and extra entries are dropped.
 */
export function fitDays(
  meals: Meals,
  saved: readonly (readonly number[])[] | undefined,
): number[][] {
  const fallback = defaultDays(meals);
  return meals.map((meal, m) => {
    const row = saved?.[m];
    if (!row) return fallback[m];
    return meal.options.map((_, o) => clampDays(row[o]));
  });
}

/** The days with one option's count changed (0–7). */
export function withDays(
  days: number[][],
  meal: number,
  option: number,
  value: number,
): number[][] {
  return days.map((row, m) =>
    m === meal ? row.map((d, o) => (o === option ? clampDays(value) : d)) : row,
  );
}

/** How many days of a meal she has planned across its options ("7 of 7 days"). */
export const mealDays = (row: readonly number[]): number => row.reduce((sum, d) => sum + d, 0);

export function toggleTicked(ticked: readonly string[], foodId: string): string[] {
  return ticked.includes(foodId) ? ticked.filter((id) => id !== foodId) : [...ticked, foodId];
}

/**
 * Her shopping list's state for the version she is reading: what she saved for it, else (nothing
 * saved, or saved for another version) a week of each meal's first option with nothing ticked.
 */
export function initialShoppingState(
  document: Pick<PlanDocument, 'meals'>,
  version: number,
  saved: ShoppingListState | null | undefined,
): ShoppingListState {
  const meals = document.meals.slice(0, PLAN_LIMITS.meals);
  if (!saved || saved.version !== version) return { version, days: defaultDays(meals), ticked: [] };
  return { version, days: fitDays(meals, saved.days), ticked: [...new Set(saved.ticked)] };
}
