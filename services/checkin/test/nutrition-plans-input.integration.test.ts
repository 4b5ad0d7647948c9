import request from 'supertest';
import { NUTRITION_MESSAGES } from '@wellness/contracts';
import type { PlanBodyInput } from '@wellness/contracts';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { onboard, seedPeople } from './fixtures';
import type { People } from './fixtures';
import { FOODS, TARGETS, draftFor, planBody } from './nutrition-fixtures';

/** Issue 16, "Bad input": each gets a 400 naming the field, and nothing is half-saved. */
let h: CheckinHarness;
let p: People;
beforeAll(async () => {
  h = await startCheckin();
});
beforeEach(async () => {
  p = await seedPeople(h);
});
afterAll(() => h.close());

const create = (extra: Parameters<typeof planBody>[0]) =>
  request(h.app)
    .post('/api/nutrition-plans')
    .set(p.as.nina)
    .send({ clientId: p.emma.clientId, ...planBody(extra) });

type Item = PlanBodyInput['meals'][number]['options'][number]['items'][number];
const oneItem = (item: Partial<Item>): PlanBodyInput['meals'] => [
  { name: 'Breakfast', options: [{ items: [{ foodId: FOODS.oats, grams: 40, ...item }] }] },
];

it.each([
  [
    'a negative quantity',
    { meals: oneItem({ grams: -5 }) },
    'meals.0.options.0.items.0.grams',
    NUTRITION_MESSAGES.positiveQuantity,
  ],
  [
    'over 5 kg of one food',
    { meals: oneItem({ grams: 5001 }) },
    'meals.0.options.0.items.0.grams',
    NUTRITION_MESSAGES.tooMuchFood,
  ],
  [
    'energy above human ranges',
    { targets: { ...TARGETS, energyKcal: 9000 } },
    'targets.energyKcal',
    'Energy must be between 800 and 5000 kcal a day',
  ],
  [
    'water below human ranges',
    { targets: { ...TARGETS, waterLitres: 0.1 } },
    'targets.waterLitres',
    'Water must be between 0.5 and 6 litres a day',
  ],
  [
    'energy under 1,200 kcal without a reason',
    { targets: { ...TARGETS, energyKcal: 1100 } },
    'lowEnergyReason',
    NUTRITION_MESSAGES.lowEnergyReason,
  ],
  [
    'an unknown food',
    { meals: oneItem({ foodId: 'sr28:99999', grams: 50 }) },
    'meals.0.options.0.items.0.foodId',
    NUTRITION_MESSAGES.unknownFood,
  ],
] as const)('%s → 400 naming the field', async (_name, extra, field, message) => {
  const res = await create(extra as Parameters<typeof planBody>[0]);
  expect(res.status).toBe(400);
  expect(res.body.fields[field]).toBe(message);
  expect(await h.db.nutritionPlan.count({ where: { clientId: p.emma.clientId } })).toBe(0);
});

it('accepts energy under 1,200 kcal with a reason', async () => {
  const res = await create({
    targets: { ...TARGETS, energyKcal: 1100 },
    lowEnergyReason: 'Agreed with her GP for 4 weeks',
  });
  expect(res.status).toBe(201);
  expect(res.body.document.lowEnergyReason).toBe('Agreed with her GP for 4 weeks');
});

it('names the unknown food of a later option', async () => {
  const meals = planBody().meals;
  const res = await create({
    meals: [
      meals[0],
      {
        name: 'Lunch',
        options: [
          meals[0].options[0],
          {
            items: [
              { foodId: FOODS.egg, grams: 50 },
              { foodId: 'custom:00000000-0000-4000-8000-000000000000', grams: 10 },
            ],
          },
        ],
      },
    ],
  });
  expect(res.status).toBe(400);
  expect(res.body.fields).toEqual({
    'meals.1.options.1.items.1.foodId': NUTRITION_MESSAGES.unknownFood,
  });
});

it('refuses to publish an empty plan', async () => {
  const plan = await draftFor(h, p.as.nina, p.emma.clientId, { meals: [] });
  const res = await request(h.app)
    .post(`/api/nutrition-plans/${plan.id}/publish`)
    .set(p.as.nina)
    .send({ changeNote: 'Empty' });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(NUTRITION_MESSAGES.emptyPlan);
  expect(res.body.fields).toEqual({ meals: NUTRITION_MESSAGES.emptyPlan });
  expect(await h.db.nutritionPlanVersion.count({ where: { planId: plan.id } })).toBe(0);
});

it('needs a reason to keep a food that conflicts with her allergies', async () => {
  await onboard(h, p.as.emma, { allergies: ['nut'] });
  const almonds = oneItem({ foodId: FOODS.almonds, grams: 15 });
  const refused = await create({ meals: almonds });
  expect(refused.status).toBe(400);
  expect(refused.body.fields).toEqual({
    'meals.0.options.0.items.0.allergyOverride': NUTRITION_MESSAGES.allergyOverride,
  });
  const kept = await create({
    meals: oneItem({ foodId: FOODS.almonds, grams: 15, allergyOverride: 'She tolerates almonds' }),
  });
  expect(kept.status).toBe(201);
  expect(kept.body.document.meals[0].options[0].items[0].allergyOverride).toBe(
    'She tolerates almonds',
  );
});

it('leaves the draft as it was after a refused save', async () => {
  const plan = await draftFor(h, p.as.nina, p.emma.clientId, { title: 'Kept' });
  const before = await h.db.nutritionPlan.findUniqueOrThrow({ where: { id: plan.id } });
  for (const extra of [
    { title: 'Lost', meals: oneItem({ foodId: 'sr28:99999', grams: 10 }) },
    { title: 'Lost', meals: oneItem({ grams: 6000 }) },
  ]) {
    const res = await request(h.app)
      .put(`/api/nutrition-plans/${plan.id}`)
      .set(p.as.nina)
      .send({ ...planBody(extra), version: 1 });
    expect(res.status).toBe(400);
  }
  expect(await h.db.nutritionPlan.findUniqueOrThrow({ where: { id: plan.id } })).toEqual(before);
});
