import {
  TOAST_SWIPE_THRESHOLD_PX,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from '@wellness/contracts';
import { isSwipeDismiss } from './Toast';
import { tooltipOpenDelay } from './Tooltip';
import { buttonClass } from './Button';
import { isNavItemActive } from './Layout';

describe('toast swipe', () => {
  it('dismisses at the 50 px threshold to the right', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(isSwipeDismiss(49)).toBe(false);
    expect(isSwipeDismiss(50)).toBe(true);
    expect(isSwipeDismiss(-80)).toBe(false);
  });
});

describe('tooltip timing', () => {
  it('waits 700 ms unless another tooltip closed less than 300 ms ago', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(tooltipOpenDelay(10_000, 0, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_800, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_700, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS)).toBe(700);
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
