import type { PlanDocument, PlanTargets } from '@wellness/contracts';
import {
  dayTypesOf,
  defaultDays,
  fitDays,
  formatTarget,
  initialShoppingState,
  mealDays,
  targetRows,
  targetsFor,
  toggleTicked,
  withDays,
} from './client-plan';

const targets: PlanTargets = {
  energyKcal: 1800,
  proteinG: 110,
  carbohydrateG: 190,
  fatG: 65,
  fibreG: 28,
  waterLitres: 2.5,
};
const option = { items: [] as PlanDocument['meals'][number]['options'][number]['items'] };
const meals: PlanDocument['meals'] = [
  { name: 'Breakfast', options: [option, option] },
  { name: 'Lunch', options: [option] },
  { name: 'Dinner', options: [option, option, option] },
];

describe('day types and targets', () => {
  it('always offers the default day, then the variants the plan has', () => {
    expect(dayTypesOf({})).toEqual(['default']);
    expect(dayTypesOf({ dayTypes: { training: targets } })).toEqual(['default', 'training']);
    expect(dayTypesOf({ dayTypes: { training: targets, rest: targets } })).toEqual([
      'default',
      'training',
      'rest',
    ]);
  });
  it('falls back to the default targets for a missing variant', () => {
    const training = { ...targets, energyKcal: 2000 };
    const doc = { targets, dayTypes: { training } };
    expect(targetsFor(doc, 'training')).toBe(training);
    expect(targetsFor(doc, 'rest')).toBe(targets);
    expect(targetsFor(doc, 'default')).toBe(targets);
  });
  it('formats targets in UK style', () => {
    expect(formatTarget('energyKcal', 1800)).toBe('1,800 kcal');
    expect(formatTarget('waterLitres', 2.5)).toBe('2.5 litres');
    expect(formatTarget('waterLitres', 1)).toBe('1 litre');
    expect(formatTarget('proteinG', 110.25)).toBe('110.3 g');
    expect(targetRows(targets).map((r) => r.label)).toEqual([
      'Energy',
      'Protein',
      'Carbohydrate',
      'Fat',
      'Fibre',
      'Water',
    ]);
  });
});

describe('shopping-list days', () => {
  it('defaults to a week of each meal’s first option', () => {
    expect(defaultDays(meals)).toEqual([[7, 0], [7], [7, 0, 0]]);
  });
  it('fits saved days to the plan: missing meals default, missing options 0, extras dropped', () => {
    expect(fitDays(meals, [[3, 4, 5], []])).toEqual([[3, 4], [0], [7, 0, 0]]);
    expect(fitDays(meals, [[9, -1]])).toEqual([[7, 0], [7], [7, 0, 0]]);
  });
  it('changes one option’s days within 0–7', () => {
    const days = withDays(defaultDays(meals), 0, 1, 3);
    expect(days).toEqual([[7, 3], [7], [7, 0, 0]]);
    expect(withDays(days, 2, 0, 12)[2]).toEqual([7, 0, 0]);
    expect(mealDays(days[0])).toBe(10);
  });
  it('toggles a tick', () => {
    expect(toggleTicked(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTicked(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('keeps what she saved for this version, and starts afresh for another', () => {
    const saved = { version: 2, days: [[2, 5]], ticked: ['x', 'x', 'y'] };
    expect(initialShoppingState({ meals }, 2, saved)).toEqual({
      version: 2,
      days: [[2, 5], [7], [7, 0, 0]],
      ticked: ['x', 'y'],
    });
    expect(initialShoppingState({ meals }, 3, saved)).toEqual({
      version: 3,
      days: [[7, 0], [7], [7, 0, 0]],
      ticked: [],
    });
    expect(initialShoppingState({ meals }, 1, null).ticked).toEqual([]);
  });
});
