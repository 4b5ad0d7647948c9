import { formInteger, formMetadata, formString } from './form';
import type { FormObject } from './form';
import { newId, nowSeconds } from './objects';
import type { Charge, Metadata, PaymentIntent, Refund } from './objects';
import { invalidRequest, mustFind } from './store';
import type { FakeStripeContext } from './store';

interface PaymentRequest {
  amount: number;
  currency: string;
  customer: string | null;
  invoice: string | null;
  metadata?: Metadata;
}

/** A succeeded payment intent and its charge. */
export function recordPayment(
  { store }: FakeStripeContext,
  { amount, currency, customer, invoice, metadata = {} }: PaymentRequest,
): { paymentIntent: PaymentIntent; charge: Charge } {
  const created = nowSeconds();
  const paymentIntent: PaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    currency,
    customer,
    status: 'succeeded',
    latest_charge: null,
    last_payment_error: null,
    metadata,
    created,
    livemode: false,
  };
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    refunded: false,
    paid: true,
    status: 'succeeded',
    currency,
    customer,
    payment_intent: paymentIntent.id,
    invoice,
    created,
    livemode: false,
  };
  paymentIntent.latest_charge = charge.id;
  store.paymentIntents.set(paymentIntent.id, paymentIntent);
  store.charges.set(charge.id, charge);
  return { paymentIntent, charge };
}

/** A payment intent whose attempt was declined, `code` being e.g. 'card_declined'. */
export function recordDeclinedPayment(
  { store }: FakeStripeContext,
  { amount, currency, customer }: PaymentRequest,
  code: string,
): PaymentIntent {
  const paymentIntent: PaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    currency,
    customer,
    status: 'requires_payment_method',
    latest_charge: null,
    last_payment_error: { code, message: `The payment was declined (${code}).` },
    metadata: {},
    created: nowSeconds(),
    livemode: false,
  };
  store.paymentIntents.set(paymentIntent.id, paymentIntent);
  return paymentIntent;
}

/** POST /v1/refunds: refunds part or (by default) all of what is left of a charge. */
export function createRefund(context: FakeStripeContext, form: FormObject): Refund {
  const { store, webhooks } = context;
  const charge = chargeToRefund(context, form);
  const left = charge.amount - charge.amount_refunded;
  if (left === 0)
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge_already_refunded',
    );
  const amount = formInteger(form.amount) ?? left;
  if (amount <= 0)
    throw invalidRequest('Refund amount must be positive.', 'parameter_invalid_integer', 'amount');
  if (amount > left)
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount_too_large',
      'amount',
    );
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    status: 'succeeded',
    currency: charge.currency,
    reason: formString(form.reason) ?? null,
    metadata: formMetadata(form.metadata),
    created: nowSeconds(),
  };
  store.refunds.set(refund.id, refund);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  void webhooks.send('charge.refunded', charge, previous);
  return refund;
}

function chargeToRefund({ store }: FakeStripeContext, form: FormObject): Charge {
  const chargeId = formString(form.charge);
  if (chargeId) return mustFind(store.charges, chargeId, 'charge');
  const intentId = formString(form.payment_intent);
  if (!intentId)
    throw invalidRequest('One of `charge` or `payment_intent` is required.', 'parameter_missing');
  const intent = mustFind(store.paymentIntents, intentId, 'payment_intent');
  if (!intent.latest_charge)
    throw invalidRequest(
      `PaymentIntent ${intentId} has no successful charge to refund.`,
      'charge_not_refundable',
    );
  return mustFind(store.charges, intent.latest_charge, 'charge');
}
