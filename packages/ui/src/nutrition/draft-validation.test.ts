import { NUTRITION_MESSAGES } from '@wellness/contracts';
import { targetProblem, validateDraft } from './draft-validation';
import { stateFromPlan } from './plan-draft';
import { updateBody } from './request-body';
import { almonds, doc, none, nutAllergy, oats, plan, run } from './test-fixtures';

describe('what must be put right before saving', () => {
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

  it('checks again only the items an edit changed, with the conflicts it was given', () => {
    const state = run(
      stateFromPlan(plan(doc())),
      { type: 'addItem', meal: 0, option: 0, food: almonds },
      { type: 'addItem', meal: 0, option: 0, food: oats },
    );
    const path = 'meals.0.options.0.items';
    expect(validateDraft(state.draft, none)).toEqual({});
    // the same items, checked against her allergies: the answer is not the one kept for `none`
    expect(validateDraft(state.draft, nutAllergy)).toEqual({
      [`${path}.0.allergyOverride`]: NUTRITION_MESSAGES.allergyOverride,
    });
    const edited = run(state, {
      type: 'editItem',
      meal: 0,
      option: 0,
      item: 1,
      patch: { amount: '' },
    });
    expect(validateDraft(edited.draft, nutAllergy)).toEqual({
      [`${path}.0.allergyOverride`]: NUTRITION_MESSAGES.allergyOverride,
      [`${path}.1.grams`]: NUTRITION_MESSAGES.positiveQuantity,
    });
  });
});
