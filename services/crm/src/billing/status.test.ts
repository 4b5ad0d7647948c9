import type { SubscriptionStatus } from '../generated/prisma/client';
import { billingStatusOf } from './status';

const running = (status: SubscriptionStatus, extra = {}) => ({
  status,
  cancelAtPeriodEnd: false,
  failedOutstanding: false,
  ...extra,
});

describe('billingStatusOf', () => {
  it('shows a payment issue whenever a payment failed and is not made good', () => {
    expect(billingStatusOf(running('past_due'), null)).toBe('payment_issue');
    expect(billingStatusOf(running('unpaid'), null)).toBe('payment_issue');
    expect(billingStatusOf(running('active', { failedOutstanding: true }), null)).toBe(
      'payment_issue',
    );
  });

  it('reads a running subscription', () => {
    expect(billingStatusOf(running('active'), null)).toBe('active');
    expect(billingStatusOf(running('trialing'), null)).toBe('trialing');
    expect(billingStatusOf(running('awaiting_payment'), null)).toBe('awaiting_payment');
    expect(billingStatusOf(running('active', { cancelAtPeriodEnd: true }), null)).toBe(
      'cancelling',
    );
  });

  it('reads the latest ended one when none runs', () => {
    expect(billingStatusOf(null, null)).toBe('none');
    expect(billingStatusOf(null, { status: 'canceled' })).toBe('cancelled');
    expect(billingStatusOf(null, { status: 'completed' })).toBe('active');
  });
});
