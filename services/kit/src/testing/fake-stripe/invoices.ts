import { newId, nowSeconds } from './objects';
import type { Invoice, Subscription } from './objects';
import { recordPayment } from './payments';
import type { FakeStripeContext } from './store';

/** What one period of the subscription costs. */
export function periodAmount(subscription: Subscription): number {
  return subscription.items.data.reduce(
    (sum, item) => sum + item.price.unit_amount * item.quantity,
    0,
  );
}

export function openInvoice(
  { store }: FakeStripeContext,
  subscription: Subscription,
  amount: number,
  billingReason: Invoice['billing_reason'],
): Invoice {
  const now = nowSeconds();
  const invoice: Invoice = {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    subscription: subscription.id,
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: subscription.id,
        metadata: { ...subscription.metadata },
      },
    },
    status: 'open',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    total: amount,
    currency: subscription.currency,
    payment_intent: null,
    charge: null,
    created: now,
    billing_reason: billingReason,
    attempt_count: 0,
    attempted: false,
    next_payment_attempt: null,
    status_transitions: { paid_at: null, finalized_at: now },
    period_start: subscription.current_period_start,
    period_end: subscription.current_period_end,
    last_finalization_error: null,
    livemode: false,
  };
  store.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

/** Marks the invoice paid; a zero invoice (a trial) has no payment, as at Stripe. */
export function payInvoice(context: FakeStripeContext, invoice: Invoice): void {
  if (invoice.amount_due > 0) {
    const { amount_due: amount, currency, customer, id } = invoice;
    const { paymentIntent, charge } = recordPayment(context, {
      amount,
      currency,
      customer,
      invoice: id,
    });
    invoice.payment_intent = paymentIntent.id;
    invoice.charge = charge.id;
  }
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempted: true,
    attempt_count: Math.max(invoice.attempt_count, 1),
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, paid_at: nowSeconds() },
  });
}
