import { planUpdateSchema } from '@wellness/contracts';
import { stateFromPlan } from './plan-draft';
import { draftDocument, updateBody } from './request-body';
import { errorsToDraft } from './server-errors';
import { doc, oats, plan, run, targets } from './test-fixtures';

describe('the draft as the server takes it', () => {
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
});
