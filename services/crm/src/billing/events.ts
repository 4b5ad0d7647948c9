import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import type { StripeGateway } from '../stripe/gateway';
import { billingOf } from '../payment-plans/billing';
import { paidCountOf } from '../payments/payment-repository';

/**
 * Instalment plans through Stripe are subscriptions that must stop: once the last instalment is
 * paid, Stripe is told to end the subscription at the end of its period (it then reports it
 * cancelled, which crm records as completed). Telling it twice is harmless, so a redelivered
 * event is too.
 */
export function billingEvents(stripe: StripeGateway | null): EventHandlers<Tx> {
  return {
    'payment.succeeded': async (event, tx) => {
      const payment = await tx.payment.findUnique({
        where: { id: event.payload.paymentId },
        include: { subscription: { include: { plan: true } } },
      });
      const subscription = payment?.subscription;
      if (!stripe || !subscription?.stripeSubscriptionId || subscription.cancelAtPeriodEnd) return;
      const billing = billingOf(subscription.plan);
      if (billing.type !== 'instalments') return;
      if ((await paidCountOf(tx, subscription.id)) < billing.instalments) return;
      await stripe.setCancelAtPeriodEnd(subscription.stripeSubscriptionId, true);
    },
  };
}
