import { formatMoney } from '@wellness/contracts';
import type { Payment } from '@wellness/contracts';
import { DomainError, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { actorOf } from '../actor';
import { recordActivity } from '../activity/repository';
import { findPayment, findPaymentRow, lockPayment, updatePayment } from './payment-repository';
import { createRefund } from './refund-repository';
import { refundedStatusOf } from './refund-status';
import { toPaymentView } from './view';

const REFUNDABLE = ['succeeded', 'partially_refunded'];

function refundable(
  payment: { status: string; amountMinor: number; refundedMinor: number; currency: string },
  amountMinor: number | undefined,
) {
  if (!REFUNDABLE.includes(payment.status))
    throw new DomainError(
      'BAD_REQUEST',
      payment.status === 'refunded'
        ? 'This payment is already refunded in full'
        : 'Only a paid payment can be refunded',
    );
  const left = payment.amountMinor - payment.refundedMinor;
  const amount = amountMinor ?? left;
  if (amount > left)
    throw new DomainError(
      'BAD_REQUEST',
      `You can refund at most ${formatMoney(left, payment.currency.trim())} of this payment`,
    );
  return amount;
}

/**
 * Refunds a payment in full (no amount) or in part, never more than is left. A card payment is
 * refunded through Stripe first (outside the transaction: Stripe's own webhook for it may arrive
 * meanwhile, and counts nothing twice, see charge-effects.ts); then the refund is recorded.
 */
export async function refundPayment(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  amountMinor: number | undefined,
): Promise<Payment> {
  const payment = await findPayment(deps.db, id);
  if (!payment) throw notFound('Payment');
  const amount = refundable(payment, amountMinor);
  const viaStripe = payment.stripePaymentIntentId !== null || payment.stripeChargeId !== null;
  if (viaStripe && !deps.stripe)
    throw new DomainError(
      'BAD_REQUEST',
      'This card payment can only be refunded with Stripe configured',
    );
  const stripeRefundId = viaStripe
    ? await deps.stripe!.refund({
        paymentIntentId: payment.stripePaymentIntentId,
        chargeId: payment.stripeChargeId,
        amountMinor: amount,
      })
    : null;
  const actor = await actorOf(deps.db, caller);
  await deps.db.$transaction(async (tx) => {
    const locked = (await lockPayment(tx, id))!;
    // Without Stripe nothing has moved yet: check again under the lock (two refunds at once).
    if (!viaStripe) refundable(locked, amount);
    await createRefund(tx, {
      paymentId: id,
      amountMinor: amount,
      stripeRefundId,
      byUserId: actor.userId,
    });
    const { _sum } = await tx.refund.aggregate({
      where: { paymentId: id },
      _sum: { amountMinor: true },
    });
    const refunded = Math.min(
      locked.amountMinor,
      Math.max(locked.refundedMinor, _sum.amountMinor ?? 0),
    );
    await updatePayment(tx, id, {
      refundedMinor: refunded,
      status: refundedStatusOf(locked.amountMinor, refunded),
    });
    await recordActivity(tx, {
      subjectType: 'client',
      subjectId: locked.clientId,
      kind: 'payment_refunded',
      summary: `Refunded ${formatMoney(amount, locked.currency.trim())}${viaStripe ? ' through Stripe' : ''}`,
      actor,
    });
  });
  return toPaymentView((await findPaymentRow(deps.db, id))!);
}
