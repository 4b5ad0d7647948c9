import { findPaymentByStripe, updatePayment } from '../payments/payment-repository';
import { refundedStatusOf } from '../payments/refund-status';
import type { Applier, ApplyContext } from './apply-context';
import { lockClientOf } from './customers';
import { chargeObject } from './objects';

/**
 * charge.refunded: the payment's refunded amount becomes what Stripe says was refunded in all
 * (the charge's running total). It only ever grows, so replays and reordering change nothing,
 * and a refund crm asked for itself (already counted) is not counted twice.
 */
export const applyChargeRefunded: Applier = async ({ tx, event }: ApplyContext) => {
  const charge = chargeObject.parse(event.data.object);
  const found = await findPaymentByStripe(tx, {
    paymentIntentId: charge.payment_intent,
    chargeId: charge.id,
  });
  if (!found) return;
  await lockClientOf(tx, { customerId: null, metadata: { clientId: found.clientId } });
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: found.id } });
  const refunded = Math.min(
    payment.amountMinor,
    Math.max(payment.refundedMinor, charge.amount_refunded),
  );
  if (refunded === payment.refundedMinor) return;
  await updatePayment(tx, payment.id, {
    refundedMinor: refunded,
    status: refundedStatusOf(payment.amountMinor, refunded),
    stripeChargeId: payment.stripeChargeId ?? charge.id,
  });
};
