import { draftTotals } from './draft-totals';
import { itemGrams, stateFromPlan } from './plan-draft';
import { updateBody } from './request-body';
import { doc, egg, oats, plan, run } from './test-fixtures';

describe('the totals of the draft', () => {
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
});
