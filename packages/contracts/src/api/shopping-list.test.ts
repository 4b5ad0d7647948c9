import type { PlanDocument, PlanItemOut } from './nutrition';
import { shoppingList } from './shopping-list';

function item(
  foodId: string,
  name: string,
  group: string,
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
      group,
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

const DAIRY = 'Dairy and egg products';
const OATS = [
  'sr28:08120',
  'Cereals, oats, regular and quick, not fortified, dry',
  'Breakfast cereals',
] as const;
const MILK = ['sr28:01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', DAIRY] as const;
const EGG = ['sr28:01129', 'Egg, whole, cooked, hard-boiled', DAIRY] as const;
const BREAD = [
  'sr28:18075',
  'Bread, whole-wheat, commercially prepared',
  'Baked products',
] as const;
const CHICKEN = [
  'sr28:05062',
  'Chicken, broilers or fryers, breast, meat only, cooked, roasted',
  'Poultry products',
] as const;
const BROCCOLI = ['sr28:11090', 'Broccoli, raw', 'Vegetables and vegetable products'] as const;
const LENTILS = [
  'sr28:16070',
  'Lentils, mature seeds, cooked, boiled, without salt',
  'Legumes and legume products',
] as const;
const ALMONDS = ['sr28:12061', 'Nuts, almonds', 'Nut and seed products'] as const;

const plan: Pick<PlanDocument, 'meals'> = {
  meals: [
    {
      name: 'Breakfast',
      options: [
        { items: [item(...OATS, 40), item(...MILK, 200, { unit: 'ml' })] },
        {
          items: [
            item(...EGG, 100, { unit: 'household', household: { label: 'medium egg', count: 2 } }),
            item(...BREAD, 60),
          ],
        },
      ],
    },
    {
      name: 'Lunch',
      options: [
        { items: [item(...CHICKEN, 120), item(...BROCCOLI, 80)] },
        { items: [item(...LENTILS, 150), item(...BROCCOLI, 100)] },
      ],
    },
    { name: 'Snacks', options: [{ items: [item(...MILK, 30), item(...ALMONDS, 25)] }] },
  ],
};

const flat = (groups: ReturnType<typeof shoppingList>) =>
  groups.flatMap((g) => g.items.map((i) => `${g.group}: ${i.name} ${i.grams} ${i.unit}`));

describe('shopping list', () => {
  it('sums each food over the meals and days she chose, ml apart from g, grouped A–Z', () => {
    // Breakfast: oats 40 × 5, milk 200 ml × 5, eggs 100 × 2, bread 60 × 2
    // Lunch: chicken 120 × 3, broccoli 80 × 3 + 100 × 4 = 640, lentils 150 × 4
    // Snacks (no entry: 7 days of its first option): milk 30 g × 7, almonds 25 × 7
    const list = shoppingList(plan, [
      [5, 2],
      [3, 4],
    ]);
    expect(list.map((g) => g.group)).toEqual([
      'Baked products',
      'Breakfast cereals',
      DAIRY,
      'Legumes and legume products',
      'Nut and seed products',
      'Poultry products',
      'Vegetables and vegetable products',
    ]);
    expect(flat(list)).toEqual([
      'Baked products: Bread, whole-wheat, commercially prepared 120 g',
      'Breakfast cereals: Cereals, oats, regular and quick, not fortified, dry 200 g',
      'Dairy and egg products: Egg, whole, cooked, hard-boiled 200 g',
      'Dairy and egg products: Milk, whole, 3.25% milkfat, with added vitamin D 210 g',
      'Dairy and egg products: Milk, whole, 3.25% milkfat, with added vitamin D 1000 ml',
      'Legumes and legume products: Lentils, mature seeds, cooked, boiled, without salt 600 g',
      'Nut and seed products: Nuts, almonds 175 g',
      'Poultry products: Chicken, broilers or fryers, breast, meat only, cooked, roasted 360 g',
      'Vegetables and vegetable products: Broccoli, raw 640 g',
    ]);
    expect(list[2].items[2]).toEqual({
      foodId: 'sr28:01077',
      name: 'Milk, whole, 3.25% milkfat, with added vitamin D',
      group: DAIRY,
      grams: 1000,
      unit: 'ml',
    });
  });

  it('counts 7 days of each meal’s first option by default', () => {
    // oats 40 × 7, milk 200 ml × 7, chicken 120 × 7, broccoli 80 × 7, milk 30 g × 7, almonds 25 × 7
    expect(flat(shoppingList(plan, []))).toEqual([
      'Breakfast cereals: Cereals, oats, regular and quick, not fortified, dry 280 g',
      'Dairy and egg products: Milk, whole, 3.25% milkfat, with added vitamin D 210 g',
      'Dairy and egg products: Milk, whole, 3.25% milkfat, with added vitamin D 1400 ml',
      'Nut and seed products: Nuts, almonds 175 g',
      'Poultry products: Chicken, broilers or fryers, breast, meat only, cooked, roasted 840 g',
      'Vegetables and vegetable products: Broccoli, raw 560 g',
    ]);
  });

  it('leaves out options of 0 days and missing options, and rounds away float noise', () => {
    const salt = item('sr28:02047', 'Salt, table', 'Spices and herbs', 0.1);
    const list = shoppingList(
      { meals: [...plan.meals, { name: 'Dinner', options: [{ items: [salt] }] }] },
      [[0, 0], [3], [0]],
    );
    // Breakfast none; lunch option 1 × 3 only; snacks none; dinner (no entry) 0.1 × 7 = 0.7
    expect(flat(list)).toEqual([
      'Poultry products: Chicken, broilers or fryers, breast, meat only, cooked, roasted 360 g',
      'Spices and herbs: Salt, table 0.7 g',
      'Vegetables and vegetable products: Broccoli, raw 240 g',
    ]);
    expect(shoppingList({ meals: [] }, [])).toEqual([]);
  });
});
