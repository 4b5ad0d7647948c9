import { createCustomer } from './customers';
import { formInteger, formList, formMetadata, formObject, formString } from './form';
import type { FormObject, FormValue } from './form';
import { newId, nowSeconds } from './objects';
import type { CheckoutSession, Interval, Price } from './objects';
import { recordPayment } from './payments';
import { invalidRequest, mustFind } from './store';
import type { CheckoutDetails, FakeStripeContext } from './store';
import { startSubscription } from './subscriptions';

const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year'];

/** POST /v1/checkout/sessions, with `price_data` line items (the fake keeps no price catalogue). */
export function createCheckoutSession(
  context: FakeStripeContext,
  form: FormObject,
): CheckoutSession {
  const { store, baseUrl } = context;
  const mode = formString(form.mode);
  if (mode !== 'subscription' && mode !== 'payment')
    throw invalidRequest(
      '`mode` must be `subscription` or `payment`.',
      'parameter_invalid',
      'mode',
    );
  const lines = formList(form.line_items).map((item, index) => checkoutLine(item, index, mode));
  if (lines.length === 0)
    throw invalidRequest('Missing required param: line_items.', 'parameter_missing', 'line_items');
  const customer = formString(form.customer) ?? null;
  if (customer) mustFind(store.customers, customer, 'customer');
  const subscriptionData = formObject(form.subscription_data) ?? {};
  const details: CheckoutDetails = {
    lines,
    trialDays: formInteger(subscriptionData.trial_period_days) ?? null,
    subscriptionMetadata: formMetadata(subscriptionData.metadata),
    paymentIntentMetadata: formMetadata(formObject(form.payment_intent_data)?.metadata),
  };
  const amount = lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
  const now = nowSeconds();
  const id = newId('cs_test');
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    url: `${baseUrl}/checkout/${id}`,
    success_url: formString(form.success_url) ?? null,
    cancel_url: formString(form.cancel_url) ?? null,
    customer,
    customer_email: formString(form.customer_email) ?? null,
    client_reference_id: formString(form.client_reference_id) ?? null,
    metadata: formMetadata(form.metadata),
    amount_subtotal: amount,
    amount_total: amount,
    currency: lines[0].price.currency,
    subscription: null,
    payment_intent: null,
    created: now,
    expires_at: now + 86_400,
    livemode: false,
  };
  store.checkoutSessions.set(id, session);
  store.checkoutDetails.set(id, details);
  return session;
}

function checkoutLine(
  item: FormValue,
  index: number,
  mode: string,
): CheckoutDetails['lines'][number] {
  const param = `line_items[${index}][price_data]`;
  const priceData = formObject(formObject(item)?.price_data);
  if (!priceData)
    throw invalidRequest(`Missing required param: ${param}.`, 'parameter_missing', param);
  const unitAmount = formInteger(priceData.unit_amount);
  const currency = formString(priceData.currency)?.toLowerCase();
  if (unitAmount === undefined || !currency)
    throw invalidRequest(`${param} needs unit_amount and currency.`, 'parameter_missing', param);
  const recurringData = formObject(priceData.recurring);
  const interval = formString(recurringData?.interval);
  if (mode === 'subscription' && !(interval && INTERVALS.includes(interval)))
    throw invalidRequest(
      `${param}[recurring][interval] is required in subscription mode.`,
      'parameter_missing',
      param,
    );
  const price: Price = {
    id: newId('price'),
    object: 'price',
    product: newId('prod'),
    unit_amount: unitAmount,
    currency,
    recurring: interval
      ? {
          interval: interval as Interval,
          interval_count: formInteger(recurringData?.interval_count) ?? 1,
        }
      : null,
  };
  const name = formString(formObject(priceData.product_data)?.name) ?? 'Product';
  return { name, price, quantity: formInteger(formObject(item)?.quantity) ?? 1 };
}

/**
 * What paying on the hosted page does: the subscription (or payment) is created, then
 * checkout.session.completed, customer.subscription.created and invoice.paid are delivered, in order.
 */
export async function completeCheckout(
  context: FakeStripeContext,
  id: string,
): Promise<CheckoutSession> {
  const { store, webhooks } = context;
  const session = mustFind(store.checkoutSessions, id, 'checkout.session');
  if (session.status !== 'open') throw invalidRequest(`Checkout Session ${id} is not open.`);
  const details = mustFind(store.checkoutDetails, id, 'checkout.session');
  const customer =
    session.customer ??
    createCustomer(context, session.customer_email ? { email: session.customer_email } : {}).id;
  Object.assign(session, { customer, status: 'complete', url: null });
  if (session.mode === 'subscription') {
    const { subscription, invoice } = startSubscription(context, customer, details);
    session.subscription = subscription.id;
    session.payment_status = invoice.amount_paid > 0 ? 'paid' : 'no_payment_required';
    void webhooks.send('checkout.session.completed', session);
    void webhooks.send('customer.subscription.created', subscription);
    void webhooks.send('invoice.paid', invoice);
  } else {
    const { amount_total: amount, currency } = session;
    const metadata = details.paymentIntentMetadata;
    const { paymentIntent } = recordPayment(context, {
      amount,
      currency,
      customer,
      invoice: null,
      metadata,
    });
    session.payment_intent = paymentIntent.id;
    session.payment_status = 'paid';
    void webhooks.send('checkout.session.completed', session);
  }
  await webhooks.idle();
  return session;
}
