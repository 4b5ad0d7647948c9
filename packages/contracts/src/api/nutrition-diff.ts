import { DAY_TYPES, GUIDANCE_SECTIONS, TARGET_KEYS, TARGET_RANGES } from './nutrition';
import type { DayType, GuidanceSection, PlanDocument, PlanItemOut, PlanTargets } from './nutrition';

// What changed between two versions of a plan (issue 16), in words: the publish dialog lists it, and
// a client reads it beside her new version. No zod: the editor runs it as she types.

export interface PlanChange {
  area: 'title' | 'targets' | 'meals' | 'foods' | 'guidance';
  kind: 'added' | 'removed' | 'changed';
  /** Where, in words: 'Breakfast › Option 2 › Oats', 'Training day › Protein' */
  where: string;
  before: string | null;
  after: string | null;
}

type Meal = PlanDocument['meals'][number];
type Option = Meal['options'][number];

const SEP = ' › ';
const number = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** '1,600 kcal', '120 g', '2.5 litres'. */
const targetText = (key: keyof PlanTargets, value: number) =>
  `${number(value)} ${TARGET_RANGES[key].unit}`;
const targetsText = (targets: PlanTargets) =>
  TARGET_KEYS.map((key) => `${TARGET_RANGES[key].label} ${targetText(key, targets[key])}`).join(
    ', ',
  );

/** '150 g', '200 ml', '2 × medium egg (100 g)'. */
export function quantityText(item: Pick<PlanItemOut, 'grams' | 'unit' | 'household'>): string {
  if (item.unit === 'household' && item.household) {
    return `${number(item.household.count)} × ${item.household.label} (${number(item.grams)} g)`;
  }
  return `${number(item.grams)} ${item.unit === 'ml' ? 'ml' : 'g'}`;
}

const optionText = (option: Option) =>
  option.items.length > 0 ? count(option.items.length, 'food') : 'Guidance only';
const mealText = (meal: Meal) =>
  `${count(meal.options.length, 'option')}, ${count(
    meal.options.reduce((sum, o) => sum + o.items.length, 0),
    'food',
  )}`;
const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** A change of one text, or none when both say the same (blank counts as missing). */
function textChange(
  area: PlanChange['area'],
  where: string,
  before: string | null | undefined,
  after: string | null | undefined,
): PlanChange[] {
  const b = blank(before) ? null : (before as string).trim();
  const a = blank(after) ? null : (after as string).trim();
  if (b === a) return [];
  const kind = b === null ? 'added' : a === null ? 'removed' : 'changed';
  return [{ area, kind, where, before: b, after: a }];
}

function targetChanges(before: PlanDocument, after: PlanDocument): PlanChange[] {
  const changes: PlanChange[] = [];
  for (const dayType of Object.keys(DAY_TYPES) as DayType[]) {
    const b = dayType === 'default' ? before.targets : before.dayTypes?.[dayType];
    const a = dayType === 'default' ? after.targets : after.dayTypes?.[dayType];
    const where = DAY_TYPES[dayType];
    if (!b && !a) continue;
    if (!b || !a) {
      changes.push({
        area: 'targets',
        kind: a ? 'added' : 'removed',
        where,
        before: b ? targetsText(b) : null,
        after: a ? targetsText(a) : null,
      });
      continue;
    }
    for (const key of TARGET_KEYS) {
      if (b[key] === a[key]) continue;
      changes.push({
        area: 'targets',
        kind: 'changed',
        where: `${where}${SEP}${TARGET_RANGES[key].label}`,
        before: targetText(key, b[key]),
        after: targetText(key, a[key]),
      });
    }
  }
  changes.push(
    ...textChange(
      'targets',
      'Reason for the low energy target',
      before.lowEnergyReason,
      after.lowEnergyReason,
    ),
  );
  return changes;
}

/** Pairs each meal after with one before: the same name first, else the same position. */
function pairMeals(before: Meal[], after: Meal[]): Array<[number | null, number | null]> {
  const taken = new Set<number>();
  const match: (number | null)[] = after.map((meal) => {
    const i = before.findIndex((b, j) => !taken.has(j) && b.name === meal.name);
    if (i >= 0) taken.add(i);
    return i >= 0 ? i : null;
  });
  match.forEach((b, i) => {
    if (b === null && i < before.length && !taken.has(i)) {
      match[i] = i;
      taken.add(i);
    }
  });
  const pairs: Array<[number | null, number | null]> = match.map((b, a) => [b, a]);
  before.forEach((_, i) => {
    if (!taken.has(i)) pairs.push([i, null]);
  });
  return pairs;
}

function foodChanges(where: string, before: Option, after: Option): PlanChange[] {
  const changes: PlanChange[] = [];
  const used = new Set<number>();
  for (const item of after.items) {
    const i = before.items.findIndex((b, j) => !used.has(j) && b.foodId === item.foodId);
    const at = `${where}${SEP}${item.food.name}`;
    if (i < 0) {
      changes.push({
        area: 'foods',
        kind: 'added',
        where: at,
        before: null,
        after: quantityText(item),
      });
      continue;
    }
    used.add(i);
    const was = before.items[i];
    if (quantityText(was) !== quantityText(item)) {
      changes.push({
        area: 'foods',
        kind: 'changed',
        where: at,
        before: quantityText(was),
        after: quantityText(item),
      });
    }
    changes.push(
      ...textChange(
        'foods',
        `${at}${SEP}Reason to keep`,
        was.allergyOverride,
        item.allergyOverride,
      ),
    );
  }
  before.items.forEach((item, j) => {
    if (used.has(j)) return;
    changes.push({
      area: 'foods',
      kind: 'removed',
      where: `${where}${SEP}${item.food.name}`,
      before: quantityText(item),
      after: null,
    });
  });
  return changes;
}

function mealChanges(before: Meal, after: Meal): PlanChange[] {
  const changes: PlanChange[] = [];
  if (before.name !== after.name) {
    changes.push({
      area: 'meals',
      kind: 'changed',
      where: after.name,
      before: before.name,
      after: after.name,
    });
  }
  const options = Math.max(before.options.length, after.options.length);
  for (let i = 0; i < options; i++) {
    const b = before.options[i];
    const a = after.options[i];
    const where = `${after.name}${SEP}Option ${i + 1}`;
    if (!b || !a) {
      changes.push({
        area: 'meals',
        kind: a ? 'added' : 'removed',
        where,
        before: b ? optionText(b) : null,
        after: a ? optionText(a) : null,
      });
      continue;
    }
    changes.push(...foodChanges(where, b, a));
    changes.push(...textChange('meals', `${where}${SEP}Guidance`, b.guidance, a.guidance));
  }
  return changes;
}

function mealsChanges(before: Meal[], after: Meal[]): PlanChange[] {
  const pairs = pairMeals(before, after);
  const changes: PlanChange[] = [];
  for (const [b, a] of pairs) {
    if (a === null) {
      const meal = before[b as number];
      changes.push({
        area: 'meals',
        kind: 'removed',
        where: meal.name,
        before: mealText(meal),
        after: null,
      });
    } else if (b === null) {
      const meal = after[a];
      changes.push({
        area: 'meals',
        kind: 'added',
        where: meal.name,
        before: null,
        after: mealText(meal),
      });
    } else {
      changes.push(...mealChanges(before[b], after[a]));
    }
  }
  // The same meals in another order.
  const kept = pairs.filter(([b, a]) => b !== null && a !== null).map(([b]) => b as number);
  if (kept.some((b, i) => i > 0 && b < kept[i - 1])) {
    changes.push({
      area: 'meals',
      kind: 'changed',
      where: 'Order of meals',
      before: before.map((m) => m.name).join(', '),
      after: after.map((m) => m.name).join(', '),
    });
  }
  return changes;
}

/** Every difference from `before` to `after`: title, targets, meals, foods, then guidance. */
export function planDiff(before: PlanDocument, after: PlanDocument): PlanChange[] {
  return [
    ...textChange('title', 'Title', before.title, after.title),
    ...targetChanges(before, after),
    ...mealsChanges(before.meals, after.meals),
    ...(Object.keys(GUIDANCE_SECTIONS) as GuidanceSection[]).flatMap((key) =>
      textChange('guidance', GUIDANCE_SECTIONS[key], before.guidance?.[key], after.guidance?.[key]),
    ),
  ];
}
