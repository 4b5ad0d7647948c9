import { z } from 'zod';

/**
 * The fields crm reads from Stripe's webhook objects, and nothing more: anything else Stripe sends
 * passes through untouched, so a new API version adds fields without breaking us. Where Stripe
 * has moved a field between API versions (an invoice's subscription and payment), both places are
 * read.
 */
const id = z.string().min(1);
const ref = z
  .union([id, z.object({ id })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
const seconds = z.number().int().nullish();

export const checkoutSessionObject = z.object({
  id,
  mode: z.enum(['payment', 'subscription', 'setup']),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  payment_intent: ref.nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  created: seconds,
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObject>;

export const subscriptionObject = z.object({
  id,
  customer: ref,
  status: z.enum([
    'incomplete',
    'incomplete_expired',
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'paused',
  ]),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: seconds,
  ended_at: seconds,
  canceled_at: seconds,
  cancellation_details: z.object({ reason: z.string().nullish() }).nullish(),
  metadata,
  items: z.object({ data: z.array(z.object({ current_period_end: seconds })) }).nullish(),
});
export type SubscriptionObject = z.infer<typeof subscriptionObject>;

/** When her current period ends: on the subscription (older API versions) or on its item. */
export const periodEndOf = (subscription: SubscriptionObject): number | null =>
  subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end ?? null;

export const invoiceObject = z.object({
  id,
  customer: ref,
  subscription: ref.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: ref.nullish() }).nullish() })
    .nullish(),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  currency: z.string(),
  payment_intent: ref.nullish(),
  charge: ref.nullish(),
  /** Newer API versions: the invoice's payments, each naming its payment intent or charge. */
  payments: z
    .object({
      data: z.array(
        z.object({
          payment: z.object({ payment_intent: ref.nullish(), charge: ref.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
  created: seconds,
  status_transitions: z.object({ paid_at: seconds }).nullish(),
  last_finalization_error: z.object({ message: z.string().nullish() }).nullish(),
  last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObject>;

export const subscriptionIdOf = (invoice: InvoiceObject): string | null =>
  invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;

/** The payment intent and charge that paid (or tried to pay) an invoice, wherever Stripe puts them. */
export function invoicePaymentOf(invoice: InvoiceObject) {
  const payment = invoice.payments?.data[0]?.payment;
  return {
    paymentIntentId: invoice.payment_intent ?? payment?.payment_intent ?? null,
    chargeId: invoice.charge ?? payment?.charge ?? null,
  };
}

export const chargeObject = z.object({
  id,
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  payment_intent: ref.nullish(),
  currency: z.string(),
});
export type ChargeObject = z.infer<typeof chargeObject>;

/** The envelope of every event: its id (idempotency), type, creation time (ordering) and object. */
export const stripeEventSchema = z.object({
  id,
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;
