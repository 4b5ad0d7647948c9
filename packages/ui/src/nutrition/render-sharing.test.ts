import { sameErrorsUnder, samePropsButErrors, shareErrors } from './render-sharing';
import type { FieldErrors } from './plan-draft';

describe('what a keystroke leaves unchanged keeps its object', () => {
  it('keeps the last errors when the new ones say the same', () => {
    const previous = { title: 'Please give the plan a title' };
    expect(shareErrors(previous, { title: 'Please give the plan a title' })).toBe(previous);
    const changed = { title: 'Please give the plan a title', 'meals.0.name': 'Please name it' };
    expect(shareErrors(previous, changed)).toBe(changed);
    expect(shareErrors(previous, {})).toEqual({});
    expect(shareErrors(undefined, changed)).toBe(changed);
  });

  it('compares only the errors at or under a path', () => {
    const a: FieldErrors = { 'meals.0.options.1.items.0.grams': 'x', 'meals.1.name': 'y' };
    const b: FieldErrors = { 'meals.0.options.1.items.0.grams': 'x', 'meals.2.name': 'z' };
    expect(sameErrorsUnder(a, b, 'meals.0')).toBe(true);
    expect(sameErrorsUnder(a, b, 'meals.1')).toBe(false);
    expect(sameErrorsUnder(a, { ...a, 'meals.0.options.1': 'w' }, 'meals.0.options.1')).toBe(false);
    expect(sameErrorsUnder(a, { ...a, 'meals.0.options.10': 'w' }, 'meals.0.options.1')).toBe(true);
  });

  it('lets a memoised component skip when only errors elsewhere changed', () => {
    const same = samePropsButErrors<{ index: number; value: string; errors: FieldErrors }>(
      (p) => `meals.${p.index}`,
    );
    const errors = { 'meals.0.name': 'Please name the meal' };
    const props = { index: 1, value: 'Lunch', errors };
    expect(same(props, { ...props, errors: { ...errors } })).toBe(true);
    expect(same(props, { ...props, errors: { 'meals.1.name': 'Please name the meal' } })).toBe(
      false,
    );
    expect(same(props, { ...props, value: 'Dinner' })).toBe(false);
    expect(same(props, { ...props, index: 0 })).toBe(false);
  });
});
