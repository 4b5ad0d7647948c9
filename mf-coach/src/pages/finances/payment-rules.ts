import type { Payment } from '@wellness/contracts';

/** What is left to refund of a payment (minor units). */
export const refundable = (p: Pick<Payment, 'amountMinor' | 'refundedMinor'>): number =>
  Math.max(0, p.amountMinor - p.refundedMinor);

/** Paid (in whole or in part, even refunded later) payments can be refunded while money is left. */
export const canRefund = (p: Pick<Payment, 'status' | 'amountMinor' | 'refundedMinor'>): boolean =>
  (p.status === 'succeeded' || p.status === 'partially_refunded') && refundable(p) > 0;

/** Paid payments have a receipt. */
export const hasReceipt = (p: Pick<Payment, 'status' | 'receiptNumber'>): boolean =>
  p.receiptNumber !== null && p.status !== 'pending' && p.status !== 'failed';

/** Today as `YYYY-MM-DD` in the coach's own time zone. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
