import { formatMoney } from '@wellness/contracts';
import type {
  Billing,
  BillingStatus,
  ClientBilling,
  Payment,
  PaymentPlan,
  Subscription,
} from '@wellness/contracts';

// Pure wording of her billing (no React): prices, cadence, next payment, instalments, dates.

/** "3 December 2026" (en-GB, in her time zone). */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

type Interval = 'week' | 'month';

/** "month", "2 months", "week". */
function period(interval: Interval, count: number): string {
  return count === 1 ? interval : `${count} ${interval}s`;
}

/** "monthly", "every 2 weeks". */
export function cadenceText(interval: Interval, count: number): string {
  if (count === 1) return interval === 'month' ? 'monthly' : 'weekly';
  return `every ${period(interval, count)}`;
}

/**
 * A plan's price as she reads it: "£49.00 / month", "£49.00 every 2 weeks", "£450.00 one-off",
 * "3 payments of £150.00" (an instalment plan's price is one payment).
 */
export function priceText(priceMinor: number, currency: string, billing: Billing): string {
  const amount = formatMoney(priceMinor, currency);
  switch (billing.type) {
    case 'subscription':
      return billing.intervalCount === 1
        ? `${amount} / ${billing.interval}`
        : `${amount} every ${period(billing.interval, billing.intervalCount)}`;
    case 'one_off':
      return `${amount} one-off`;
    case 'instalments':
      return `${billing.instalments} payments of ${amount}`;
  }
}

/** The line under the price: "Paid monthly, £450.00 in total", "Cancel any time", null. */
export function priceDetail(plan: Pick<PaymentPlan, 'priceMinor' | 'currency' | 'billing'>) {
  const { billing } = plan;
  if (billing.type === 'instalments') {
    const total = formatMoney(plan.priceMinor * billing.instalments, plan.currency);
    return `Paid ${cadenceText(billing.interval, billing.intervalCount)}, ${total} in total`;
  }
  if (billing.type === 'subscription') return 'Cancel any time';
  return null;
}

/** "14-day free trial" (null without one). */
export function trialText(trialDays: number | null): string | null {
  if (!trialDays) return null;
  return trialDays === 1 ? '1-day free trial' : `${trialDays}-day free trial`;
}

/** "Next payment: £49.00 on 3 December 2026", or why there is none. */
export function nextPaymentText(sub: Subscription): string {
  if (sub.nextPaymentAt && sub.nextAmountMinor !== null)
    return `${formatMoney(sub.nextAmountMinor, sub.currency)} on ${longDate(sub.nextPaymentAt)}`;
  if (sub.nextPaymentAt) return longDate(sub.nextPaymentAt);
  if (sub.cancelAtPeriodEnd) return 'None: your plan is cancelling';
  if (sub.plan.billing.type === 'one_off') return 'None: paid in full';
  if (sub.status === 'completed') return 'None: all payments made';
  return 'None due';
}

/** "2 of 3 paid" (null for plans without instalments). */
export function instalmentText(sub: Subscription): string | null {
  if (sub.instalmentsTotal === null) return null;
  return `${sub.instalmentsPaid ?? 0} of ${sub.instalmentsTotal} paid`;
}

/** The date her cancelled plan ends: the end of the period she has paid for. */
export function cancelDate(sub: Subscription): string | null {
  const iso = sub.endedAt ?? sub.currentPeriodEnd ?? sub.nextPaymentAt;
  return iso ? longDate(iso) : null;
}

/** Statuses in which her plan is running (or held for payment): the plans are not offered. */
const RUNNING: readonly BillingStatus[] = ['trialing', 'active', 'cancelling', 'payment_issue'];

export function isRunning(status: BillingStatus): boolean {
  return RUNNING.includes(status);
}

/** Show the plans to choose from: she has none running and no bank transfer outstanding. */
export function showsPlans(billing: Pick<ClientBilling, 'status' | 'bankTransfer'>): boolean {
  if (isRunning(billing.status)) return false;
  return !(billing.status === 'awaiting_payment' && billing.bankTransfer !== null);
}

/** What the page shows, from its address: a receipt, a return from Stripe, or her billing. */
export type SubscribeView =
  | { kind: 'receipt'; paymentId: string }
  | { kind: 'confirming'; sessionId: string }
  | { kind: 'cancelled' }
  | { kind: 'billing'; updateCard: boolean };

export function viewOf(search: URLSearchParams): SubscribeView {
  const receipt = search.get('receipt');
  if (receipt) return { kind: 'receipt', paymentId: receipt };
  const checkout = search.get('checkout');
  const session = search.get('session');
  if (checkout === 'success' && session) return { kind: 'confirming', sessionId: session };
  if (checkout === 'cancelled') return { kind: 'cancelled' };
  return { kind: 'billing', updateCard: search.get('update-card') === '1' };
}

/** A paid payment has a receipt (a refunded one keeps it, showing the refund). */
export function hasReceipt(payment: Pick<Payment, 'status' | 'receiptNumber'>): boolean {
  return (
    payment.receiptNumber !== null && payment.status !== 'pending' && payment.status !== 'failed'
  );
}

/** What a payment was for: her plan's name, or a plain description. */
export function paymentDescription(payment: Pick<Payment, 'plan'>): string {
  return payment.plan?.name ?? 'Coaching payment';
}
