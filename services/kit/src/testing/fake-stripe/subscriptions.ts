import { formBoolean, formMetadata, formObject, mergeMetadata } from './form';
import type { FormObject } from './form';
import { openInvoice, payInvoice, periodAmount } from './invoices';
import { addInterval, newId, nowSeconds } from './objects';
import type { CancellationReason, Invoice, Subscription } from './objects';
import { recordDeclinedPayment } from './payments';
import { invalidRequest, mustFind } from './store';
import type { CheckoutDetails, FakeStripeContext } from './store';

const DAY = 86_400;

/** A new subscription for a completed Checkout, with its first invoice paid (0 during a trial). */
export function startSubscription(
  context: FakeStripeContext,
  customer: string,
  { lines, trialDays, subscriptionMetadata }: CheckoutDetails,
): { subscription: Subscription; invoice: Invoice } {
  const now = nowSeconds();
  const recurringLines = lines.filter((line) => line.price.recurring);
  const first = recurringLines[0]?.price.recurring;
  if (!first) throw invalidRequest('A subscription needs a recurring price.', 'parameter_missing');
  const trialEnd = trialDays ? now + trialDays * DAY : null;
  const periodEnd = trialEnd ?? addInterval(now, first);
  const id = newId('sub');
  const subscription: Subscription = {
    id,
    object: 'subscription',
    customer,
    status: trialEnd ? 'trialing' : 'active',
    currency: recurringLines[0].price.currency,
    created: now,
    start_date: now,
    current_period_start: now,
    current_period_end: periodEnd,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { reason: null },
    trial_start: trialEnd ? now : null,
    trial_end: trialEnd,
    metadata: subscriptionMetadata,
    latest_invoice: null,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: recurringLines.map(({ price, quantity }) => ({
        id: newId('si'),
        object: 'subscription_item',
        price,
        quantity,
        current_period_start: now,
        current_period_end: periodEnd,
      })),
    },
    livemode: false,
  };
  context.store.subscriptions.set(id, subscription);
  const amount = trialEnd ? 0 : periodAmount(subscription);
  const invoice = openInvoice(context, subscription, amount, 'subscription_create');
  payInvoice(context, invoice);
  return { subscription, invoice };
}

/** POST /v1/subscriptions/:id — `cancel_at_period_end` and `metadata`. */
export function updateSubscription(
  { store, webhooks }: FakeStripeContext,
  id: string,
  form: FormObject,
): Subscription {
  const subscription = mustFind(store.subscriptions, id, 'subscription');
  const previous: Record<string, unknown> = {};
  const cancelAtPeriodEnd = formBoolean(form.cancel_at_period_end);
  if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    if (subscription.status === 'canceled')
      throw invalidRequest('A canceled subscription can only update its metadata.');
    const { cancel_at, cancellation_details } = subscription;
    Object.assign(previous, {
      cancel_at_period_end: !cancelAtPeriodEnd,
      cancel_at,
      cancellation_details,
    });
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? subscription.current_period_end : null;
    subscription.cancellation_details = {
      reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    };
  }
  if (formObject(form.metadata)) {
    previous.metadata = { ...subscription.metadata };
    subscription.metadata = mergeMetadata(subscription.metadata, formMetadata(form.metadata));
  }
  if (Object.keys(previous).length > 0)
    void webhooks.send('customer.subscription.updated', subscription, previous);
  return subscription;
}

/** DELETE /v1/subscriptions/:id, and the end of dunning: cancelled now, not at period end. */
export function cancelSubscription(
  { store, webhooks }: FakeStripeContext,
  id: string,
  reason: CancellationReason = 'cancellation_requested',
): Subscription {
  const subscription = mustFind(store.subscriptions, id, 'subscription');
  if (subscription.status === 'canceled')
    throw invalidRequest(`Subscription ${id} is already canceled.`, 'resource_missing');
  const now = nowSeconds();
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: now,
    ended_at: now,
    cancellation_details: { reason },
  });
  void webhooks.send('customer.subscription.deleted', subscription);
  return subscription;
}

/** A renewal that is paid: the open invoice after a failure, else a new period's invoice. */
export function renewPaid(
  context: FakeStripeContext,
  id: string,
): { subscription: Subscription; invoice: Invoice } {
  const subscription = renewable(context, id);
  const previous = {
    status: subscription.status,
    current_period_end: subscription.current_period_end,
  };
  const invoice = openRenewalInvoice(context, subscription);
  invoice.attempt_count += 1;
  payInvoice(context, invoice);
  subscription.status = 'active';
  void context.webhooks.send('invoice.paid', invoice);
  void context.webhooks.send('customer.subscription.updated', subscription, previous);
  return { subscription, invoice };
}

/** A renewal whose payment is declined: invoice left open, subscription past due. */
export function renewFailed(
  context: FakeStripeContext,
  id: string,
  reason = 'card_declined',
): { subscription: Subscription; invoice: Invoice } {
  const subscription = renewable(context, id);
  const previous = {
    status: subscription.status,
    current_period_end: subscription.current_period_end,
  };
  const invoice = openRenewalInvoice(context, subscription);
  const { amount_due: amount, currency, customer } = invoice;
  const intent = recordDeclinedPayment(
    context,
    { amount, currency, customer, invoice: invoice.id },
    reason,
  );
  invoice.payment_intent = intent.id;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  invoice.next_payment_attempt = nowSeconds() + 3 * DAY;
  subscription.status = 'past_due';
  void context.webhooks.send('invoice.payment_failed', invoice);
  void context.webhooks.send('customer.subscription.updated', subscription, previous);
  return { subscription, invoice };
}

function renewable({ store }: FakeStripeContext, id: string): Subscription {
  const subscription = mustFind(store.subscriptions, id, 'subscription');
  if (subscription.status === 'canceled') throw invalidRequest(`Subscription ${id} is canceled.`);
  return subscription;
}

/** The invoice still open from a failed attempt, or a new one after moving to the next period. */
function openRenewalInvoice(context: FakeStripeContext, subscription: Subscription): Invoice {
  const latest =
    subscription.latest_invoice && context.store.invoices.get(subscription.latest_invoice);
  if (latest && latest.status === 'open') return latest;
  const start = subscription.current_period_end;
  const end = addInterval(
    start,
    subscription.items.data[0].price.recurring ?? { interval: 'month', interval_count: 1 },
  );
  subscription.current_period_start = start;
  subscription.current_period_end = end;
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  return openInvoice(context, subscription, periodAmount(subscription), 'subscription_cycle');
}
