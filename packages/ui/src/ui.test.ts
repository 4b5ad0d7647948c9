import { isSwipeDismiss } from './Toast';
import { tooltipOpenDelay } from './Tooltip';
import { buttonClass } from './Button';
import { isNavItemActive } from './Layout';

describe('toast swipe', () => {
  it('dismisses at the 50 px threshold to the right', () => {
    expect(isSwipeDismiss(0)).toBe(false);
    expect(isSwipeDismiss(49)).toBe(false);
    expect(isSwipeDismiss(50)).toBe(true);
    expect(isSwipeDismiss(200)).toBe(true);
    expect(isSwipeDismiss(-80)).toBe(false);
  });
});

describe('tooltip timing', () => {
  it('waits 700 ms unless another tooltip closed less than 300 ms ago', () => {
    expect(tooltipOpenDelay(10_000, 0)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_800)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_701)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
  });
  it('takes other timings from a provider', () => {
    expect(tooltipOpenDelay(10_000, 0, 150, 50)).toBe(150);
    expect(tooltipOpenDelay(10_000, 9_960, 150, 50)).toBe(0);
  });
});

describe('buttonClass', () => {
  it('composes variant, size and block', () => {
    expect(buttonClass('secondary', 'lg', true)).toBe(
      'ui-btn ui-btn--secondary ui-btn--lg ui-btn--block',
    );
    expect(buttonClass()).toBe('ui-btn ui-btn--primary ui-btn--md');
  });
});

describe('dashboard navigation', () => {
  it('marks the dashboard link current at / too', () => {
    expect(isNavItemActive('/dashboard', '/', false)).toBe(true);
    expect(isNavItemActive('/leads', '/', false)).toBe(false);
    expect(isNavItemActive('/leads', '/leads', true)).toBe(true);
  });
});
