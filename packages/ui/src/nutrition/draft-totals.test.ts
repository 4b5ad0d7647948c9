import { planTotals } from '@wellness/contracts';
import { draftTotals, shareTotals, totalsInput } from './draft-totals';
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

  it('counts meal by meal exactly as planTotals counts the whole draft', () => {
    let state = run(
      stateFromPlan(plan(doc())),
      { type: 'addItem', meal: 0, option: 0, food: oats },
      { type: 'addItem', meal: 0, option: 0, food: egg },
      { type: 'addOption', meal: 0 },
      { type: 'addItem', meal: 0, option: 1, food: egg },
      { type: 'addItem', meal: 1, option: 0, food: oats },
      { type: 'addItem', meal: 2, option: 0, food: egg },
    );
    expect(draftTotals(state.draft)).toEqual(planTotals(totalsInput(state.draft)));
    state = run(state, {
      type: 'editItem',
      meal: 0,
      option: 1,
      item: 0,
      patch: { amount: '37.5' },
    });
    expect(draftTotals(state.draft)).toEqual(planTotals(totalsInput(state.draft)));
    state = run(state, { type: 'moveMeal', meal: 0, by: 1 }, { type: 'removeMeal', meal: 2 });
    expect(draftTotals(state.draft)).toEqual(planTotals(totalsInput(state.draft)));
  });

  it('keeps the objects of totals a keystroke left unchanged, so their rows skip rendering', () => {
    const before = run(
      stateFromPlan(plan(doc())),
      { type: 'addItem', meal: 0, option: 0, food: oats },
      { type: 'addOption', meal: 0 },
      { type: 'addItem', meal: 0, option: 1, food: egg },
      { type: 'addItem', meal: 1, option: 0, food: egg },
    );
    const previous = draftTotals(before.draft);
    const after = run(before, {
      type: 'editItem',
      meal: 0,
      option: 1,
      item: 0,
      patch: { amount: '50' },
    });
    const next = shareTotals(previous, draftTotals(after.draft));
    expect(next).toEqual(planTotals(totalsInput(after.draft)));
    // the edited option, its meal and the day are new; the rest is what the last render had
    expect(next.options[0][1]).not.toBe(previous.options[0][1]);
    expect(next.options[0][0]).toBe(previous.options[0][0]);
    expect(next.meals[0]).not.toBe(previous.meals[0]);
    expect(next.day).not.toBe(previous.day);
    expect(next.options[1]).toBe(previous.options[1]);
    expect(next.meals[1]).toBe(previous.meals[1]);
    // a change that leaves the numbers alone (the title) keeps everything
    expect(shareTotals(next, draftTotals(run(after, { type: 'title', value: 'x' }).draft))).toBe(
      next,
    );
  });
});
