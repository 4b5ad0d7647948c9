import { refreshBillingStatus } from '../billing/refresh';
import { completeCheckoutSession, findCheckoutSession } from '../billing/checkout-repository';
import { createSubscription } from '../billing/subscription-repository';
import { findPlan } from '../payment-plans/repository';
import { announcePaid } from '../payments/announce';
import {
  createPayment,
  findPaymentByStripe,
  nextReceiptNumber,
} from '../payments/payment-repository';
import type { Applier, ApplyContext } from './apply-context';
import { lockClientOf } from './customers';
import { checkoutSessionObject } from './objects';
import { subscriptionFor } from './subscription-effects';

/**
 * checkout.session.completed: her checkout is confirmed (the success page stops waiting). A
 * subscription's row is made if no other event made it first (active once paid, trialing with a
 * trial), with the lowest precedence: any subscription event overrides it. A one-off payment is
 * recorded as paid, with its plan running from now.
 */
export const applyCheckoutCompleted: Applier = async ({
  tx,
  event,
  deps,
  context,
}: ApplyContext) => {
  const session = checkoutSessionObject.parse(event.data.object);
  const client = await lockClientOf(tx, {
    customerId: session.customer,
    metadata: session.metadata,
  });
  if (!client) return;
  await completeCheckoutSession(tx, session.id, deps.clock.now());
  const ref = { customerId: session.customer ?? null, metadata: session.metadata };
  if (session.mode === 'subscription' && session.subscription) {
    const paid = session.payment_status === 'paid';
    await subscriptionFor(
      tx,
      client,
      { stripeSubscriptionId: session.subscription, ...ref },
      { status: paid ? 'active' : 'trialing' },
    );
  } else if (session.mode === 'payment' && session.payment_intent) {
    if (await findPaymentByStripe(tx, { paymentIntentId: session.payment_intent })) return;
    const planId = session.metadata.planId ?? (await findCheckoutSession(tx, session.id))?.planId;
    const plan = planId ? await findPlan(tx, planId) : null;
    if (!plan) return;
    const paidAt = new Date(event.created * 1000);
    const subscription = await createSubscription(tx, {
      clientId: client.id,
      planId: plan.id,
      status: 'active',
      amountMinor: session.amount_total ?? plan.priceMinor,
      currency: plan.currency,
      startedAt: paidAt,
      stripeCustomerId: session.customer ?? null,
    });
    const payment = await createPayment(tx, {
      clientId: client.id,
      subscriptionId: subscription.id,
      planId: plan.id,
      amountMinor: session.amount_total ?? plan.priceMinor,
      currency: (session.currency ?? plan.currency).toUpperCase(),
      status: 'succeeded',
      method: 'card',
      paidAt,
      receiptNumber: await nextReceiptNumber(tx, paidAt.getUTCFullYear()),
      stripePaymentIntentId: session.payment_intent,
    });
    await announcePaid(tx, payment, client, plan.name, context);
  }
  await refreshBillingStatus(tx, client.id);
};
