import { DEMO_CLIENTS } from '@wellness/kit';
import { billingStatusOf } from '../billing/status';
import { DEMO_PLAN_IDS } from './payment-plans-data';
import { DEMO_LOGIN_EMAIL, demoPayments } from './payments-data';
import type { PaymentsSeed } from './payments-data';

const PAID = ['succeeded', 'partially_refunded', 'refunded'];
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** Net revenue in each of the 12 months ending with now's, as figures-repository.ts sums it. */
function revenueByMonth(seed: PaymentsSeed, now: Date): number[] {
  const months = Array.from({ length: 12 }, (_, k) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + k, 1))),
  );
  return months.map((month) =>
    seed.payments
      .filter((p) => PAID.includes(p.status) && monthKey(p.paidAt) === month)
      .reduce((sum, p) => sum + p.amountMinor - (p.refundedMinor ?? 0), 0),
  );
}

const NOWS = [
  '2026-11-26T14:00:00.000Z',
  '2026-03-01T00:30:00.000Z', // just after a month starts
  '2026-01-31T23:59:00.000Z', // year and long-month boundaries
  '2027-02-14T09:00:00.000Z',
  '2026-07-29T11:00:00.000Z', // after the 28th, when the programme's instalments fall
].map((iso) => new Date(iso));

describe.each(NOWS)('demo payments as of %s', (now) => {
  const seed = demoPayments(now, DEMO_CLIENTS);
  const login = DEMO_CLIENTS.find((c) => c.email === DEMO_LOGIN_EMAIL)!;

  it('has 12 months of revenue, none empty, rising overall', () => {
    const revenue = revenueByMonth(seed, now);
    expect(revenue.every((amount) => amount > 0)).toBe(true);
    const firstHalf = revenue.slice(0, 6).reduce((a, b) => a + b, 0);
    const secondHalf = revenue.slice(6).reduce((a, b) => a + b, 0);
    expect(secondHalf).toBeGreaterThan(firstHalf);
  });

  it('leaves the demo login client without a plan or a payment', () => {
    expect(seed.subscriptions.some((s) => s.clientId === login.clientId)).toBe(false);
    expect(seed.payments.some((p) => p.clientId === login.clientId)).toBe(false);
    expect(seed.clients.some((c) => c.id === login.clientId)).toBe(false);
  });

  it('keeps money whole, in GBP, refunds within the amount and in the past', () => {
    for (const p of seed.payments) {
      expect(Number.isInteger(p.amountMinor) && p.amountMinor > 0).toBe(true);
      expect(p.currency).toBe('GBP');
      expect(p.refundedMinor ?? 0).toBeLessThanOrEqual(p.amountMinor);
      expect(p.paidAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const refunds = seed.refunds.filter((r) => r.paymentId === p.id);
      expect(refunds.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(p.refundedMinor ?? 0);
      expect(p.receiptNumber === null).toBe(p.status === 'failed');
    }
    expect(seed.refunds).toHaveLength(1);
    expect(seed.plans.every((p) => Number.isInteger(p.priceMinor) && p.currency === 'GBP')).toBe(
      true,
    );
  });

  it('has unique ids, receipt numbers and Stripe ids', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    const present = <T>(values: (T | null | undefined)[]) => values.filter((v) => v != null);
    expect(unique(seed.payments.map((p) => p.id))).toBe(true);
    expect(unique(present(seed.payments.map((p) => p.receiptNumber)))).toBe(true);
    expect(unique(present(seed.payments.map((p) => p.stripeInvoiceId)))).toBe(true);
    expect(unique(present(seed.payments.map((p) => p.stripeChargeId)))).toBe(true);
    expect(unique(present(seed.clients.map((c) => c.stripeCustomerId)))).toBe(true);
    for (const n of present(seed.payments.map((p) => p.receiptNumber)))
      expect(n).toMatch(/^R-\d{4}-9\d{5}$/);
  });

  it('gives each client the billing status of her subscriptions', () => {
    const statusOf = (lastName: string) =>
      seed.clients.find((c) => c.id === DEMO_CLIENTS.find((d) => d.lastName === lastName)!.clientId)
        ?.billingStatus;
    expect(statusOf('Evans')).toBe('active');
    expect(statusOf('Brown')).toBe('payment_issue');
    expect(statusOf('Taylor')).toBe('cancelled');
    expect(statusOf('Roberts')).toBe('cancelled');
    expect(statusOf('Hughes')).toBe('awaiting_payment');
    for (const client of seed.clients) {
      const subs = seed.subscriptions.filter((s) => s.clientId === client.id);
      const running = subs.filter((s) => !s.endedAt);
      expect(running.length).toBeLessThanOrEqual(1);
      const latest = subs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
      if (!running.length) expect(client.billingStatus).toBe(billingStatusOf(null, latest!));
    }
  });

  it('ends the subscriptions of paused and archived clients', () => {
    const inactive = DEMO_CLIENTS.filter((c) => c.status === 'paused' || c.status === 'archived');
    for (const client of inactive) {
      const subs = seed.subscriptions.filter((s) => s.clientId === client.clientId);
      expect(subs.length).toBeGreaterThan(0);
      expect(subs.every((s) => s.endedAt && s.endedAt.getTime() <= now.getTime())).toBe(true);
    }
  });

  it('cancels one subscription this month, after its last payment', () => {
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const cancelled = seed.subscriptions.filter(
      (s) => s.status === 'canceled' && s.endedAt!.getTime() >= monthStart,
    );
    expect(cancelled).toHaveLength(1);
    for (const s of seed.subscriptions.filter((s) => s.endedAt))
      for (const p of seed.payments.filter((p) => p.subscriptionId === s.id))
        expect(p.paidAt.getTime()).toBeLessThan(s.endedAt!.getTime());
    // A programme paid in full is completed, not cancelled.
    for (const s of cancelled.filter((s) => s.planId === DEMO_PLAN_IDS.programme))
      expect(seed.payments.filter((p) => p.subscriptionId === s.id).length).toBeLessThan(3);
  });

  it('has a past-due subscription whose latest payment failed', () => {
    const pastDue = seed.subscriptions.find((s) => s.status === 'past_due')!;
    const payments = seed.payments
      .filter((p) => p.subscriptionId === pastDue.id)
      .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    expect(payments.at(-1)!.status).toBe('failed');
    expect(payments.filter((p) => p.status === 'failed')).toHaveLength(1);
  });

  it('has bank transfers with a reference and an awaiting bank-transfer subscription', () => {
    const transfers = seed.payments.filter((p) => p.method === 'bank_transfer');
    expect(transfers.length).toBeGreaterThanOrEqual(2);
    expect(transfers.every((p) => /^WC-/.test(p.reference ?? '') && !p.stripeChargeId)).toBe(true);
    const awaiting = seed.subscriptions.filter((s) => s.status === 'awaiting_payment');
    expect(awaiting).toHaveLength(1);
    expect(awaiting[0]!.stripeSubscriptionId).toBeNull();
  });
});
