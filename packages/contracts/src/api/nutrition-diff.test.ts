import type { PlanDocument, PlanItemOut, PlanTargets } from './nutrition';
import { planDiff, quantityText } from './nutrition-diff';

const OATS = 'Cereals, oats, regular and quick, not fortified, dry';
const MILK = 'Milk, whole, 3.25% milkfat, with added vitamin D';
const CHICKEN = 'Chicken, broilers or fryers, breast, meat only, cooked, roasted';

function item(
  foodId: string,
  name: string,
  grams: number,
  more: Partial<PlanItemOut> = {},
): PlanItemOut {
  return {
    foodId,
    grams,
    unit: 'g',
    food: {
      id: foodId,
      name,
      group: 'Any',
      energyKcal: 100,
      proteinG: 1,
      carbohydrateG: 1,
      fatG: 1,
      fibreG: null,
      custom: false,
    },
    ...more,
  };
}
const oats = (grams = 40) => item('sr28:08120', OATS, grams);
const milk = (ml = 200) => item('sr28:01077', MILK, ml, { unit: 'ml' });
const chicken = (grams = 120) => item('sr28:05062', CHICKEN, grams);

const targets: PlanTargets = {
  energyKcal: 1600,
  proteinG: 120,
  carbohydrateG: 160,
  fatG: 53,
  fibreG: 30,
  waterLitres: 2.5,
};

function plan(more: Partial<PlanDocument> = {}): PlanDocument {
  return {
    title: 'Her plan',
    targets,
    meals: [
      {
        name: 'Breakfast',
        options: [{ items: [oats(), milk()] }, { items: [], guidance: 'Eggs on toast' }],
      },
      { name: 'Lunch', options: [{ items: [chicken()] }] },
    ],
    ...more,
  };
}

describe('plan differences', () => {
  it('finds none between equal plans (blank guidance counts as none)', () => {
    expect(planDiff(plan(), plan())).toEqual([]);
    expect(planDiff(plan({ guidance: { swaps: '  ' } }), plan({ guidance: {} }))).toEqual([]);
  });

  it('names the title and each target that changed, with units', () => {
    const after = plan({
      title: 'Her plan, week 5',
      targets: { ...targets, energyKcal: 1500, waterLitres: 3 },
    });
    expect(planDiff(plan(), after)).toEqual([
      {
        area: 'title',
        kind: 'changed',
        where: 'Title',
        before: 'Her plan',
        after: 'Her plan, week 5',
      },
      {
        area: 'targets',
        kind: 'changed',
        where: 'Every day › Energy',
        before: '1,600 kcal',
        after: '1,500 kcal',
      },
      {
        area: 'targets',
        kind: 'changed',
        where: 'Every day › Water',
        before: '2.5 litres',
        after: '3 litres',
      },
    ]);
  });

  it('shows a day type added, changed and removed', () => {
    const training = { ...targets, energyKcal: 1800, carbohydrateG: 210 };
    const withTraining = plan({ dayTypes: { training } });
    expect(planDiff(plan(), withTraining)).toEqual([
      {
        area: 'targets',
        kind: 'added',
        where: 'Training day',
        before: null,
        after:
          'Energy 1,800 kcal, Protein 120 g, Carbohydrate 210 g, Fat 53 g, Fibre 30 g, Water 2.5 litres',
      },
    ]);
    expect(
      planDiff(withTraining, plan({ dayTypes: { training: { ...training, proteinG: 130 } } })),
    ).toEqual([
      {
        area: 'targets',
        kind: 'changed',
        where: 'Training day › Protein',
        before: '120 g',
        after: '130 g',
      },
    ]);
    expect(planDiff(withTraining, plan({ dayTypes: {} }))[0]).toMatchObject({
      kind: 'removed',
      where: 'Training day',
      after: null,
    });
  });

  it('finds foods added, removed and changed in quantity, by food id', () => {
    const after = plan({
      meals: [
        {
          name: 'Breakfast',
          options: [{ items: [milk(250), oats(50)] }, { items: [], guidance: 'Eggs on toast' }],
        },
        { name: 'Lunch', options: [{ items: [item('sr28:11090', 'Broccoli, raw', 80)] }] },
      ],
    });
    expect(planDiff(plan(), after)).toEqual([
      {
        area: 'foods',
        kind: 'changed',
        where: `Breakfast › Option 1 › ${MILK}`,
        before: '200 ml',
        after: '250 ml',
      },
      {
        area: 'foods',
        kind: 'changed',
        where: `Breakfast › Option 1 › ${OATS}`,
        before: '40 g',
        after: '50 g',
      },
      {
        area: 'foods',
        kind: 'added',
        where: 'Lunch › Option 1 › Broccoli, raw',
        before: null,
        after: '80 g',
      },
      {
        area: 'foods',
        kind: 'removed',
        where: `Lunch › Option 1 › ${CHICKEN}`,
        before: '120 g',
        after: null,
      },
    ]);
  });

  it('shows household units and a reason to keep a food', () => {
    const eggs = item('sr28:01129', 'Egg, whole, cooked, hard-boiled', 100, {
      unit: 'household',
      household: { label: 'medium egg', count: 2 },
    });
    expect(quantityText(eggs)).toBe('2 × medium egg (100 g)');
    const before = plan({ meals: [{ name: 'Breakfast', options: [{ items: [eggs] }] }] });
    const after = plan({
      meals: [
        {
          name: 'Breakfast',
          options: [
            {
              items: [
                {
                  ...eggs,
                  grams: 150,
                  household: { label: 'medium egg', count: 3 },
                  allergyOverride: 'She eats eggs',
                },
              ],
            },
          ],
        },
      ],
    });
    expect(planDiff(before, after)).toEqual([
      {
        area: 'foods',
        kind: 'changed',
        where: 'Breakfast › Option 1 › Egg, whole, cooked, hard-boiled',
        before: '2 × medium egg (100 g)',
        after: '3 × medium egg (150 g)',
      },
      {
        area: 'foods',
        kind: 'added',
        where: 'Breakfast › Option 1 › Egg, whole, cooked, hard-boiled › Reason to keep',
        before: null,
        after: 'She eats eggs',
      },
    ]);
  });

  it('matches meals by name, else by position: a renamed meal is changed, not removed and added', () => {
    const before = plan();
    const after = plan({
      meals: [
        { name: 'Brunch', options: before.meals[0].options },
        { name: 'Lunch', options: [...before.meals[1].options, { items: [oats(30)] }] },
        { name: 'Snacks', options: [{ items: [oats(20)] }, { items: [], guidance: 'Fruit' }] },
      ],
    });
    expect(planDiff(before, after)).toEqual([
      { area: 'meals', kind: 'changed', where: 'Brunch', before: 'Breakfast', after: 'Brunch' },
      { area: 'meals', kind: 'added', where: 'Lunch › Option 2', before: null, after: '1 food' },
      { area: 'meals', kind: 'added', where: 'Snacks', before: null, after: '2 options, 1 food' },
    ]);
  });

  it('finds a meal removed, an option removed, changed option guidance and a new order', () => {
    const before = plan({
      meals: [...plan().meals, { name: 'Snacks', options: [{ items: [oats(20)] }] }],
    });
    const after = plan({
      meals: [
        { name: 'Lunch', options: [{ items: [chicken()], guidance: 'With salad' }] },
        { name: 'Breakfast', options: [{ items: [oats(), milk()] }] },
      ],
    });
    expect(planDiff(before, after)).toEqual([
      {
        area: 'meals',
        kind: 'added',
        where: 'Lunch › Option 1 › Guidance',
        before: null,
        after: 'With salad',
      },
      {
        area: 'meals',
        kind: 'removed',
        where: 'Breakfast › Option 2',
        before: 'Guidance only',
        after: null,
      },
      { area: 'meals', kind: 'removed', where: 'Snacks', before: '1 option, 1 food', after: null },
      {
        area: 'meals',
        kind: 'changed',
        where: 'Order of meals',
        before: 'Breakfast, Lunch, Snacks',
        after: 'Lunch, Breakfast',
      },
    ]);
  });

  it('finds guidance sections added, changed and removed', () => {
    const before = plan({ guidance: { hydration: 'Two litres a day', swaps: 'Rice for quinoa' } });
    const after = plan({
      guidance: { hydration: 'Two and a half litres a day', supplements: 'Vitamin D in winter' },
    });
    expect(planDiff(before, after)).toEqual([
      {
        area: 'guidance',
        kind: 'changed',
        where: 'Hydration',
        before: 'Two litres a day',
        after: 'Two and a half litres a day',
      },
      {
        area: 'guidance',
        kind: 'added',
        where: 'Supplements',
        before: null,
        after: 'Vitamin D in winter',
      },
      { area: 'guidance', kind: 'removed', where: 'Swaps', before: 'Rice for quinoa', after: null },
    ]);
  });

  it('names the low energy reason when it changes', () => {
    const after = plan({
      targets: { ...targets, energyKcal: 1150 },
      lowEnergyReason: 'GP-supervised',
    });
    expect(planDiff(plan(), after)).toEqual([
      {
        area: 'targets',
        kind: 'changed',
        where: 'Every day › Energy',
        before: '1,600 kcal',
        after: '1,150 kcal',
      },
      {
        area: 'targets',
        kind: 'added',
        where: 'Reason for the low energy target',
        before: null,
        after: 'GP-supervised',
      },
    ]);
  });
});
