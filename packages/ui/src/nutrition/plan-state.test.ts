import { NUTRITION_MESSAGES, dietConflicts, planUpdateSchema } from '@wellness/contracts';
import type { NutritionPlan, PlanDocument, PlanFood } from '@wellness/contracts';
import {
  copyBody,
  draftDocument,
  draftTotals,
  editorReducer,
  errorsToDraft,
  fieldErrorsFrom,
  itemGrams,
  parseNumber,
  scratchBody,
  stateFromPlan,
  targetProblem,
  updateBody,
  validateDraft,
} from './plan-state';
import type { ConflictsOf, EditorAction, EditorState } from './plan-state';
import { customFoodBody } from './FoodSearch';

const oats: PlanFood = {
  id: 'sr28:08120',
  name: 'Cereals, oats, regular and quick, not fortified, dry',
  group: 'Breakfast cereals',
  energyKcal: 379,
  proteinG: 13.15,
  carbohydrateG: 67.7,
  fatG: 6.52,
  fibreG: 10.1,
  custom: false,
};
const egg: PlanFood = {
  id: 'sr28:01123',
  name: 'Egg, whole, raw, fresh',
  group: 'Dairy and egg products',
  energyKcal: 143,
  proteinG: 12.56,
  carbohydrateG: 0.72,
  fatG: 9.51,
  fibreG: 0,
  custom: false,
};
const almonds: PlanFood = {
  id: 'sr28:12061',
  name: 'Nuts, almonds',
  group: 'Nut and seed products',
  energyKcal: 579,
  proteinG: 21.15,
  carbohydrateG: 21.55,
  fatG: 49.93,
  fibreG: 12.5,
  custom: false,
};

const targets = {
  energyKcal: 1800,
  proteinG: 110,
  carbohydrateG: 190,
  fatG: 60,
  fibreG: 30,
  waterLitres: 2,
};

const doc = (meals: PlanDocument['meals'] = []): PlanDocument => ({
  title: 'Plan for Emma',
  targets,
  meals,
});
const plan = (
  document: PlanDocument,
  version = 3,
): Pick<NutritionPlan, 'document' | 'version'> => ({
  document,
  version,
});

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
const none: ConflictsOf = () => [];
const nutAllergy: ConflictsOf = (food) =>
  dietConflicts(food, { diet: [], allergies: ['nut'], dietOther: null, allergiesOther: null });

describe('the plan draft', () => {
  it('starts a plan with no meals with Breakfast, Lunch, Dinner and Snacks', () => {
    const state = stateFromPlan(plan(doc()));
    expect(state.draft.meals.map((m) => m.name)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snacks',
    ]);
    expect(state.dirty).toBe(false);
    expect(state.version).toBe(3);
  });

  it('updates the totals as a quantity is typed, with no request', () => {
    let state = run(stateFromPlan(plan(doc())), {
      type: 'addItem',
      meal: 0,
      option: 0,
      food: oats,
    });
    expect(draftTotals(state.draft).day.average.energyKcal).toBeCloseTo(379);
    state = run(state, { type: 'editItem', meal: 0, option: 0, item: 0, patch: { amount: '50' } });
    const totals = draftTotals(state.draft);
    expect(totals.options[0][0].energyKcal).toBeCloseTo(189.5);
    expect(totals.meals[0].average.proteinG).toBeCloseTo(6.575);
    expect(totals.day.average.energyKcal).toBeCloseTo(189.5);
    expect(state.dirty).toBe(true);
    // half-typed numbers count 0 until they are numbers
    state = run(state, { type: 'editItem', meal: 0, option: 0, item: 0, patch: { amount: '' } });
    expect(draftTotals(state.draft).day.average.energyKcal).toBe(0);
  });

  it('counts household units as how many × grams each', () => {
    let state = run(stateFromPlan(plan(doc())), { type: 'addItem', meal: 0, option: 0, food: egg });
    state = run(state, {
      type: 'editItem',
      meal: 0,
      option: 0,
      item: 0,
      patch: { unit: 'household', amount: '2', householdLabel: 'medium egg', gramsEach: '50' },
    });
    expect(itemGrams(state.draft.meals[0].options[0].items[0])).toBe(100);
    expect(draftTotals(state.draft).day.average.energyKcal).toBeCloseTo(143);
    const { body } = updateBody(state);
    expect(body.meals[0].options[0].items[0]).toEqual({
      foodId: egg.id,
      grams: 100,
      unit: 'household',
      household: { label: 'medium egg', count: 2 },
    });
  });

  it('reads household units back from a saved plan', () => {
    const state = stateFromPlan(
      plan(
        doc([
          {
            name: 'Breakfast',
            options: [
              {
                items: [
                  {
                    foodId: egg.id,
                    grams: 120,
                    unit: 'household',
                    household: { label: 'large egg', count: 2 },
                    food: egg,
                  },
                ],
              },
            ],
          },
        ]),
      ),
    );
    const item = state.draft.meals[0].options[0].items[0];
    expect([item.amount, item.gramsEach, item.householdLabel]).toEqual(['2', '60', 'large egg']);
  });

  it('averages a meal across its options and adds the meals into the day', () => {
    const state = run(
      stateFromPlan(plan(doc())),
      { type: 'addItem', meal: 0, option: 0, food: oats },
      { type: 'addOption', meal: 0 },
      { type: 'addItem', meal: 0, option: 1, food: egg },
      { type: 'addItem', meal: 1, option: 0, food: egg },
    );
    const totals = draftTotals(state.draft);
    expect(totals.meals[0].min.energyKcal).toBeCloseTo(143);
    expect(totals.meals[0].max.energyKcal).toBeCloseTo(379);
    expect(totals.day.average.energyKcal).toBeCloseTo((379 + 143) / 2 + 143);
  });

  it('requires a reason to keep a food that conflicts with her allergies, or its removal', () => {
    let state = run(stateFromPlan(plan(doc())), {
      type: 'addItem',
      meal: 3,
      option: 0,
      food: almonds,
    });
    expect(nutAllergy(almonds)).not.toEqual([]);
    const path = 'meals.3.options.0.items.0.allergyOverride';
    expect(validateDraft(state.draft, nutAllergy)[path]).toBe(NUTRITION_MESSAGES.allergyOverride);
    expect(validateDraft(state.draft, none)[path]).toBeUndefined();

    const kept = run(state, {
      type: 'editItem',
      meal: 3,
      option: 0,
      item: 0,
      patch: { allergyOverride: 'Allergy is to peanuts only, confirmed with her GP' },
    });
    expect(validateDraft(kept.draft, nutAllergy)).toEqual({});
    expect(updateBody(kept).body.meals[0].options[0].items[0].allergyOverride).toBe(
      'Allergy is to peanuts only, confirmed with her GP',
    );

    state = run(state, { type: 'removeItem', meal: 3, option: 0, item: 0 });
    expect(validateDraft(state.draft, nutAllergy)).toEqual({});
  });

  it('checks targets against the human ranges, and asks a reason for under 1,200 kcal', () => {
    expect(targetProblem('energyKcal', '700')).toBe(
      'Energy must be between 800 and 5000 kcal a day',
    );
    expect(targetProblem('waterLitres', 'two')).toBe('Please enter the water target as a number');
    expect(targetProblem('proteinG', '120')).toBeUndefined();
    let state = run(stateFromPlan(plan(doc())), {
      type: 'target',
      day: 'default',
      key: 'energyKcal',
      value: '1100',
    });
    expect(validateDraft(state.draft, none)).toEqual({
      lowEnergyReason: NUTRITION_MESSAGES.lowEnergyReason,
    });
    state = run(state, { type: 'lowEnergyReason', value: 'Under medical supervision' });
    expect(validateDraft(state.draft, none)).toEqual({});
    expect(updateBody(state).body.lowEnergyReason).toBe('Under medical supervision');
    // a training day variant is checked too
    state = run(
      state,
      { type: 'target', day: 'default', key: 'energyKcal', value: '1600' },
      { type: 'dayVariant', day: 'training', on: true },
      { type: 'target', day: 'training', key: 'proteinG', value: '900' },
    );
    expect(Object.keys(validateDraft(state.draft, none))).toEqual(['dayTypes.training.proteinG']);
    expect(updateBody(state).body.lowEnergyReason).toBeUndefined();
  });

  it('flags quantities of zero or over 5 kg', () => {
    let state = run(stateFromPlan(plan(doc())), {
      type: 'addItem',
      meal: 0,
      option: 0,
      food: oats,
    });
    state = run(state, { type: 'editItem', meal: 0, option: 0, item: 0, patch: { amount: '0' } });
    expect(validateDraft(state.draft, none)).toEqual({
      'meals.0.options.0.items.0.grams': NUTRITION_MESSAGES.positiveQuantity,
    });
    state = run(state, {
      type: 'editItem',
      meal: 0,
      option: 0,
      item: 0,
      patch: { amount: '6000' },
    });
    expect(validateDraft(state.draft, none)).toEqual({
      'meals.0.options.0.items.0.grams': NUTRITION_MESSAGES.tooMuchFood,
    });
  });

  it('builds the PUT body the contract accepts, leaving out empty options and meals', () => {
    const state = run(
      stateFromPlan(plan(doc())),
      { type: 'renameMeal', meal: 0, name: 'Early breakfast' },
      { type: 'addOption', meal: 1 },
      { type: 'addItem', meal: 1, option: 1, food: oats },
      { type: 'editItem', meal: 1, option: 1, item: 0, patch: { amount: '45.5' } },
      { type: 'optionGuidance', meal: 2, option: 0, value: 'Eat out: grilled fish and salad' },
      { type: 'guidance', section: 'hydration', value: 'Two litres, more on training days' },
    );
    const { body, positions } = updateBody(state);
    expect(body).toEqual({
      title: 'Plan for Emma',
      targets,
      version: 3,
      meals: [
        { name: 'Lunch', options: [{ items: [{ foodId: oats.id, grams: 45.5, unit: 'g' }] }] },
        { name: 'Dinner', options: [{ items: [], guidance: 'Eat out: grilled fish and salad' }] },
      ],
      guidance: { hydration: 'Two litres, more on training days' },
    });
    expect(planUpdateSchema.safeParse(body).success).toBe(true);
    // the server's paths name the body's positions; the editor shows them on the draft's fields
    expect(
      errorsToDraft(
        { 'meals.0.options.0.items.0.grams': 'Too much', 'meals.1.name': 'Name it', title: 'x' },
        positions,
      ),
    ).toEqual({
      'meals.1.options.1.items.0.grams': 'Too much',
      'meals.2.name': 'Name it',
      title: 'x',
    });
  });

  it('keeps her typing when a save is refused as stale, and after a save made during typing', () => {
    let state = run(stateFromPlan(plan(doc())), { type: 'title', value: 'Emma: summer plan' });
    state = run(state, { type: 'stale' });
    expect(state.stale).toBe(true);
    expect(state.draft.title).toBe('Emma: summer plan');
    const sent = state.draft;
    state = run(state, { type: 'title', value: 'Emma: summer plan v2' });
    state = run(state, { type: 'saved', version: 4, draft: sent });
    expect([state.version, state.dirty, state.stale]).toEqual([4, true, false]);
    state = run(state, { type: 'saved', version: 5, draft: state.draft });
    expect(state.dirty).toBe(false);
  });

  it('clears the server error of a field once she edits it, and all on reordering', () => {
    let state = run(stateFromPlan(plan(doc())), {
      type: 'addItem',
      meal: 0,
      option: 0,
      food: oats,
    });
    state = run(state, {
      type: 'saveFailed',
      fields: { 'meals.0.options.0.items.0.grams': 'Too much', title: 'Bad title' },
    });
    state = run(state, { type: 'editItem', meal: 0, option: 0, item: 0, patch: { amount: '40' } });
    expect(state.serverErrors).toEqual({ title: 'Bad title' });
    state = run(state, { type: 'moveMeal', meal: 0, by: 1 });
    expect(state.serverErrors).toEqual({});
    expect(state.draft.meals.map((m) => m.name)).toEqual([
      'Lunch',
      'Breakfast',
      'Dinner',
      'Snacks',
    ]);
  });

  it('gives the draft as a document for "changes since"', () => {
    const state = run(stateFromPlan(plan(doc())), {
      type: 'addItem',
      meal: 0,
      option: 0,
      food: oats,
    });
    expect(draftDocument(state.draft).meals).toEqual([
      {
        name: 'Breakfast',
        options: [
          {
            guidance: undefined,
            items: [
              {
                foodId: oats.id,
                grams: 100,
                unit: 'g',
                household: undefined,
                allergyOverride: undefined,
                food: oats,
              },
            ],
          },
        ],
      },
    ]);
  });

  it('reads the 400 field errors and numbers as typed', () => {
    expect(fieldErrorsFrom({ status: 400, body: { fields: { title: 'x', n: 3 } } })).toEqual({
      title: 'x',
    });
    expect(fieldErrorsFrom(new Error('x'))).toEqual({});
    expect([parseNumber('1,5'), parseNumber(' 12 '), parseNumber('abc'), parseNumber('')]).toEqual([
      1.5,
      12,
      NaN,
      NaN,
    ]);
  });
});

describe('starting a plan', () => {
  const clientId = '5b0f6a4e-8f1c-4c4e-9f3e-2f1a6d2c9b11';

  it('from scratch: her targets and no meals (the editor shows the default ones)', () => {
    expect(scratchBody(clientId, ' Plan ', targets)).toEqual({
      clientId,
      title: 'Plan',
      targets,
      meals: [],
    });
  });

  it('from another plan: copies it, leaving out foods that conflict with her and old reasons', () => {
    const source = doc([
      {
        name: 'Snacks',
        options: [
          {
            items: [
              { foodId: almonds.id, grams: 30, unit: 'g', allergyOverride: 'ok', food: almonds },
            ],
          },
          { items: [{ foodId: egg.id, grams: 50, unit: 'g', allergyOverride: 'why', food: egg }] },
        ],
      },
    ]);
    const { body, left } = copyBody(source, clientId, 'Copy', nutAllergy);
    expect(left).toEqual([almonds.name]);
    expect(body.meals).toEqual([
      { name: 'Snacks', options: [{ items: [{ foodId: egg.id, grams: 50, unit: 'g' }] }] },
    ]);
    expect(copyBody(source, clientId, 'Copy', none).body.meals[0].options).toHaveLength(2);
  });
});

describe('a custom food', () => {
  it('is sent with numbers, leaving out blank optional values', () => {
    expect(
      customFoodBody({
        name: ' Protein oats ',
        group: 'Breakfast cereals',
        energyKcal: '380',
        proteinG: '20',
        carbohydrateG: '55',
        fatG: '7',
        fibreG: '8',
        sugarsG: '',
        saltG: '',
      }),
    ).toEqual({
      name: 'Protein oats',
      group: 'Breakfast cereals',
      energyKcal: 380,
      proteinG: 20,
      carbohydrateG: 55,
      fatG: 7,
      fibreG: 8,
    });
  });
});
