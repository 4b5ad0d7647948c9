import type { Subscription } from '@wellness/contracts';
import {
  cancelDate,
  instalmentText,
  nextPaymentText,
  priceDetail,
  priceText,
  showsPlans,
  trialText,
  viewOf,
} from './billing-text';

const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 's1',
  plan: {
    id: 'p1',
    name: 'Coaching',
    billing: { type: 'subscription', interval: 'month', intervalCount: 1 },
  },
  status: 'active',
  amountMinor: 4900,
  currency: 'GBP',
  startedAt: '2026-11-03T10:00:00.000Z',
  currentPeriodEnd: '2026-12-03T10:00:00.000Z',
  nextPaymentAt: '2026-12-03T10:00:00.000Z',
  nextAmountMinor: 4900,
  cancelAtPeriodEnd: false,
  endedAt: null,
  endedReason: null,
  instalmentsPaid: null,
  instalmentsTotal: null,
  viaStripe: true,
  ...over,
});

describe('priceText', () => {
  it('words a monthly subscription', () => {
    expect(
      priceText(4900, 'GBP', { type: 'subscription', interval: 'month', intervalCount: 1 }),
    ).toBe('£49.00 / month');
  });
  it('words a subscription every few weeks', () => {
    expect(
      priceText(2000, 'GBP', { type: 'subscription', interval: 'week', intervalCount: 2 }),
    ).toBe('£20.00 every 2 weeks');
  });
  it('words a one-off payment', () => {
    expect(priceText(45000, 'GBP', { type: 'one_off' })).toBe('£450.00 one-off');
  });
  it('words instalments as the number of payments of one payment', () => {
    const billing = {
      type: 'instalments',
      interval: 'month',
      intervalCount: 1,
      instalments: 3,
    } as const;
    expect(priceText(15000, 'GBP', billing)).toBe('3 payments of £150.00');
    expect(priceDetail({ priceMinor: 15000, currency: 'GBP', billing })).toBe(
      'Paid monthly, £450.00 in total',
    );
  });
});

describe('trialText', () => {
  it('is empty without a trial and names the days with one', () => {
    expect(trialText(null)).toBeNull();
    expect(trialText(0)).toBeNull();
    expect(trialText(1)).toBe('1-day free trial');
    expect(trialText(14)).toBe('14-day free trial');
  });
});

describe('nextPaymentText', () => {
  it('gives the amount and the en-GB date', () => {
    expect(nextPaymentText(sub())).toBe('£49.00 on 3 December 2026');
  });
  it('says why nothing is due', () => {
    const none = { nextPaymentAt: null, nextAmountMinor: null };
    expect(nextPaymentText(sub({ ...none, cancelAtPeriodEnd: true }))).toBe(
      'None: your plan is cancelling',
    );
    expect(
      nextPaymentText(
        sub({ ...none, plan: { id: 'p', name: 'One', billing: { type: 'one_off' } } }),
      ),
    ).toBe('None: paid in full');
  });
});

describe('instalmentText and cancelDate', () => {
  it('counts instalments paid', () => {
    expect(instalmentText(sub())).toBeNull();
    expect(instalmentText(sub({ instalmentsPaid: 2, instalmentsTotal: 3 }))).toBe('2 of 3 paid');
  });
  it('ends a cancelled plan at the end of its period', () => {
    expect(cancelDate(sub())).toBe('3 December 2026');
    expect(cancelDate(sub({ nextPaymentAt: null }))).toBe('3 December 2026');
    expect(cancelDate(sub({ nextPaymentAt: null, currentPeriodEnd: null }))).toBeNull();
  });
});

describe('showsPlans', () => {
  it('offers plans only when nothing is running or held for a transfer', () => {
    expect(showsPlans({ status: 'none', bankTransfer: null })).toBe(true);
    expect(showsPlans({ status: 'cancelled', bankTransfer: null })).toBe(true);
    expect(showsPlans({ status: 'active', bankTransfer: null })).toBe(false);
    expect(showsPlans({ status: 'payment_issue', bankTransfer: null })).toBe(false);
    const transfer = { accountName: 'A', sortCode: '00-00-00', accountNumber: '1', reference: 'R' };
    expect(showsPlans({ status: 'awaiting_payment', bankTransfer: transfer })).toBe(false);
  });
});

describe('viewOf', () => {
  const view = (search: string) => viewOf(new URLSearchParams(search));
  it('reads the address', () => {
    expect(view('')).toEqual({ kind: 'billing', updateCard: false });
    expect(view('update-card=1')).toEqual({ kind: 'billing', updateCard: true });
    expect(view('checkout=success&session=cs_1')).toEqual({
      kind: 'confirming',
      sessionId: 'cs_1',
    });
    expect(view('checkout=success')).toEqual({ kind: 'billing', updateCard: false });
    expect(view('checkout=cancelled')).toEqual({ kind: 'cancelled' });
    expect(view('receipt=pay_1')).toEqual({ kind: 'receipt', paymentId: 'pay_1' });
  });
});
