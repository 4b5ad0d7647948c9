import { stateFromPlan } from './plan-draft';
import { doc, oats, plan, run } from './test-fixtures';

describe('the plan draft as she edits it', () => {
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
});
