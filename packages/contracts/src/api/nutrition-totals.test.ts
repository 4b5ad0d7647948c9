import type { PlanDocument, PlanFood } from './nutrition';
import { dayStatus, foodNutrients, planTotals, targetStatus } from './nutrition-totals';

const food = (id: string, kcal: number, p: number, c: number, f: number, fibre: number | null) =>
  ({
    id,
    name: id,
    group: 'Test',
    energyKcal: kcal,
    proteinG: p,
    carbohydrateG: c,
    fatG: f,
    fibreG: fibre,
    custom: false,
  }) satisfies PlanFood;

const oats = food('oats', 379, 13.2, 67.7, 6.5, 10.1);
const milk = food('milk', 61, 3.2, 4.8, 3.3, null);
const egg = food('egg', 143, 12.6, 0.7, 9.5, 0);
const item = (f: PlanFood, grams: number) => ({ foodId: f.id, grams, unit: 'g' as const, food: f });

describe('foodNutrients', () => {
  it('scales the per-100 g values and counts missing fibre as none', () => {
    expect(foodNutrients(oats, 50)).toEqual({
      energyKcal: 189.5,
      proteinG: 6.6,
      carbohydrateG: 33.85,
      fatG: 3.25,
      fibreG: 5.05,
    });
    expect(foodNutrients(milk, 200).fibreG).toBe(0);
  });
});

describe('planTotals', () => {
  const plan: Pick<PlanDocument, 'meals'> = {
    meals: [
      {
        name: 'Breakfast',
        options: [
          { items: [item(oats, 50), item(milk, 200)] }, // 189.5 + 122 = 311.5 kcal
          { items: [item(egg, 100)] }, // 143 kcal
          { items: [], guidance: 'Anything from the swaps list' },
        ],
      },
      { name: 'Snack', options: [{ items: [item(egg, 50)] }] }, // 71.5 kcal
    ],
  };

  it('adds each option, ranges each meal over its options with foods, and sums the day', () => {
    const totals = planTotals(plan);
    expect(totals.options[0][0].energyKcal).toBeCloseTo(311.5);
    expect(totals.options[0][1].energyKcal).toBeCloseTo(143);
    expect(totals.options[0][2].energyKcal).toBe(0);
    // The guidance-only option has no numbers, so it neither lowers the minimum nor the average.
    expect(totals.meals[0].min.energyKcal).toBeCloseTo(143);
    expect(totals.meals[0].max.energyKcal).toBeCloseTo(311.5);
    expect(totals.meals[0].average.energyKcal).toBeCloseTo(227.25);
    expect(totals.day.min.energyKcal).toBeCloseTo(214.5);
    expect(totals.day.average.energyKcal).toBeCloseTo(298.75);
    expect(totals.day.max.energyKcal).toBeCloseTo(383);
  });

  it('changes with a quantity: doubling the egg snack adds 71.5 kcal to the day', () => {
    const more = structuredClone(plan);
    more.meals[1].options[0].items[0].grams = 100;
    expect(
      planTotals(more).day.average.energyKcal - planTotals(plan).day.average.energyKcal,
    ).toBeCloseTo(71.5);
  });

  it('gives an empty plan zeros', () => {
    expect(planTotals({ meals: [] }).day.average.energyKcal).toBe(0);
  });
});

describe('targetStatus', () => {
  it('is green within 5 %, amber within 10 %, red beyond', () => {
    expect(targetStatus(1575, 1500)).toBe('green');
    expect(targetStatus(1576, 1500)).toBe('amber');
    expect(targetStatus(1350, 1500)).toBe('amber');
    expect(targetStatus(1349, 1500)).toBe('red');
    expect(targetStatus(0, 0)).toBe('green');
  });

  it('judges every nutrient of a day', () => {
    const status = dayStatus(
      { energyKcal: 1500, proteinG: 90, carbohydrateG: 150, fatG: 50, fibreG: 10 },
      { energyKcal: 1500, proteinG: 100, carbohydrateG: 150, fatG: 50, fibreG: 30, waterLitres: 2 },
    );
    expect(status).toEqual({
      energyKcal: 'green',
      proteinG: 'amber',
      carbohydrateG: 'green',
      fatG: 'green',
      fibreG: 'red',
    });
  });
});
