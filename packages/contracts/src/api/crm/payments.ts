import { z } from 'zod';
import { CURRENCIES } from '../../money';
import { pageQuerySchema } from '../paging';
import { text } from '../text';
import { id, isoDate, person, search } from './fields';

/**
 * Payments (crm, issue 17): what the coach sells (payment plans), what clients pay (payments,
 * by card through Stripe or recorded by the coach), subscriptions, and the coach's finances.
 * Every amount is an integer in minor units with its currency.
 */

export const currencySchema = z.enum(CURRENCIES, {
  message: `Currency must be one of ${CURRENCIES.join(', ')}`,
});

/** The most a price or a payment may be: £100,000.00. */
export const MAX_AMOUNT_MINOR = 10_000_000;
const amountMinor = (label: string) =>
  z
    .number({ message: `${label} must be a whole number of pence` })
    .int({ message: `${label} must be a whole number of pence` })
    .positive({ message: `${label} must be more than zero` })
    .max(MAX_AMOUNT_MINOR, { message: `${label} is at most £100,000.00` });

export const BILLING_INTERVALS = ['week', 'month'] as const;
const interval = z.enum(BILLING_INTERVALS, { message: 'Bill every week or every month' });
const intervalCount = z
  .number()
  .int()
  .min(1, { message: 'Bill at least every 1 week or month' })
  .max(52, { message: 'Bill at least once a year' })
  .default(1);

export const planBillingSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('subscription'), interval, intervalCount }),
    z.object({ type: z.literal('one_off') }),
    z.object({
      type: z.literal('instalments'),
      interval,
      intervalCount,
      instalments: z
        .number()
        .int()
        .min(2, { message: 'Instalments are at least 2 payments' })
        .max(24, { message: 'Instalments are at most 24 payments' }),
    }),
  ],
  { message: 'Billing type must be subscription, one_off or instalments' },
);
export type Billing = z.infer<typeof planBillingSchema>;
export type BillingType = Billing['type'];

const planFields = {
  name: text({ label: 'Name', max: 80, required: 'Give the plan a name' }),
  description: text({ label: 'Description', max: 2000 }).default(''),
  /** What is included, one line each ("Weekly check-ins with feedback"). */
  features: z
    .array(text({ label: 'An included item', max: 120 }).min(1))
    .max(12)
    .default([]),
  priceMinor: amountMinor('Price'),
  currency: currencySchema.default('GBP'),
  billing: planBillingSchema,
  trialDays: z
    .number()
    .int()
    .min(0)
    .max(90, { message: 'A free trial is at most 90 days' })
    .nullable()
    .default(null),
  active: z.boolean().default(true),
};

/** POST /api/payment-plans (coach). */
export const paymentPlanInputSchema = z.object(planFields);
export type PaymentPlanInput = z.input<typeof paymentPlanInputSchema>;

/** PATCH /api/payment-plans/:id (coach): any field; archiving is `active: false`. */
export const paymentPlanUpdateSchema = z
  .object({
    name: planFields.name,
    description: text({ label: 'Description', max: 2000 }),
    features: z.array(text({ label: 'An included item', max: 120 }).min(1)).max(12),
    priceMinor: planFields.priceMinor,
    currency: currencySchema,
    billing: planBillingSchema,
    trialDays: z
      .number()
      .int()
      .min(0)
      .max(90, { message: 'A free trial is at most 90 days' })
      .nullable(),
    active: z.boolean(),
  })
  .partial();
export type PaymentPlanUpdate = z.input<typeof paymentPlanUpdateSchema>;

export const paymentPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  priceMinor: z.number().int(),
  currency: z.string(),
  billing: planBillingSchema,
  trialDays: z.number().int().nullable(),
  active: z.boolean(),
  /** Subscriptions on this plan that are still running (coach only; 0 for clients). */
  activeSubscriptions: z.number().int(),
  createdAt: isoDate,
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** POST /api/checkout (client): pay for an offered plan. */
export const checkoutRequestSchema = z.object({ planId: id });
/** Where to send her: Stripe Checkout, or the bank-transfer instructions when Stripe is not set up. */
export const checkoutResponseSchema = z.object({
  url: z.string(),
  mode: z.enum(['stripe', 'bank_transfer']),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
/** GET /api/checkout/:sessionId (client): has Stripe's webhook confirmed this checkout yet? */
export const checkoutStatusSchema = z.object({ status: z.enum(['pending', 'paid', 'expired']) });
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** Where the client comes back to from Stripe Checkout (the app's routes). */
export const CHECKOUT_RETURN = {
  success: '/subscribe?checkout=success&session={CHECKOUT_SESSION_ID}',
  cancelled: '/subscribe?checkout=cancelled',
  portal: '/subscribe',
} as const;

/**
 * A client's billing as a whole: what she pays for. `payment_issue`: a payment failed and is not
 * yet made good; `cancelling`: cancelled, running to the end of the period.
 */
export const BILLING_STATUSES = [
  'none',
  'awaiting_payment',
  'trialing',
  'active',
  'cancelling',
  'payment_issue',
  'cancelled',
] as const;
export const billingStatusSchema = z.enum(BILLING_STATUSES);
export type BillingStatus = z.infer<typeof billingStatusSchema>;
export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  none: 'No plan',
  awaiting_payment: 'Awaiting payment',
  trialing: 'Free trial',
  active: 'Active',
  cancelling: 'Cancels at period end',
  payment_issue: 'Payment issue',
  cancelled: 'Cancelled',
};

export const SUBSCRIPTION_STATUSES = [
  'awaiting_payment',
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'completed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.object({ id: z.string(), name: z.string(), billing: planBillingSchema }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  startedAt: isoDate,
  /** The end of the period paid for (a cancelling plan ends then). */
  currentPeriodEnd: isoDate.nullable(),
  /** The next payment: its date and amount (null when none is due: one-off, cancelling, ended). */
  nextPaymentAt: isoDate.nullable(),
  nextAmountMinor: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  endedAt: isoDate.nullable(),
  /** Why it ended: `cancelled` by her or the coach, `payment_failed` after dunning. */
  endedReason: z.string().nullable(),
  /** Instalment plans: how many are paid of how many. */
  instalmentsPaid: z.number().int().nullable(),
  instalmentsTotal: z.number().int().nullable(),
  /** Paid through Stripe (card) or recorded by the coach (bank transfer, cash). */
  viaStripe: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  message: `Status must be one of ${PAYMENT_STATUSES.join(', ')}`,
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Awaiting payment',
  succeeded: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

export const paymentSchema = z.object({
  id: z.string(),
  client: z.object({ id: z.string(), ...person, email: z.string() }),
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  amountMinor: z.number().int(),
  refundedMinor: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  method: z.enum(PAYMENT_METHODS),
  /** When it was paid (or failed): the bank's date for a recorded payment. */
  paidAt: isoDate,
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** A receipt number for paid payments ("R-2026-000123"); null until paid. */
  receiptNumber: z.string().nullable(),
  viaStripe: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/billing/me (client), GET /api/billing/clients/:id (coach): one client's billing. */
export const clientBillingSchema = z.object({
  clientId: z.string(),
  status: billingStatusSchema,
  /** Stripe is configured: "Pay" opens Checkout and "Update card" the customer portal. */
  stripeEnabled: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  /** The plans she may choose: the one the coach assigned, or every active plan. */
  offeredPlans: z.array(paymentPlanSchema),
  /** The plan the coach assigned her (null: every active plan is offered). */
  assignedPlanId: z.string().nullable(),
  payments: z.array(paymentSchema),
  /** How to pay by bank transfer (when Stripe is not configured, or for the coach to share). */
  bankTransfer: z
    .object({
      accountName: z.string(),
      sortCode: z.string(),
      accountNumber: z.string(),
      /** The reference she should quote, unique to her. */
      reference: z.string(),
    })
    .nullable(),
});
export type ClientBilling = z.infer<typeof clientBillingSchema>;

/** PUT /api/billing/clients/:id/offer (coach): offer her one plan, or every active plan (null). */
export const planOfferSchema = z.object({ planId: id.nullable() });

/** POST /api/billing/portal (client): Stripe's customer portal, to update her card. */
export const portalResponseSchema = z.object({ url: z.string() });

/** GET /api/payments (coach): the payments table; also `/api/payments/export` (CSV). */
export const paymentListQuerySchema = pageQuerySchema.extend({
  search: search.optional(),
  status: paymentStatusSchema.optional(),
  planId: id.optional(),
  clientId: id.optional(),
  from: z.iso.date({ message: 'From must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ message: 'To must be a date (YYYY-MM-DD)' }).optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

/** POST /api/payments/manual (coach): a payment by bank transfer or in cash. */
export const manualPaymentSchema = z.object({
  clientId: id,
  amountMinor: amountMinor('Amount'),
  currency: currencySchema.default('GBP'),
  method: z.enum(['bank_transfer', 'cash'], { message: 'Method must be bank_transfer or cash' }),
  paidOn: z.iso.date({ message: 'Paid on must be a date (YYYY-MM-DD)' }),
  reference: text({ label: 'Reference', max: 120 }).default(''),
  /** The plan it pays for (default: her subscription's). */
  planId: id.optional(),
});
export type ManualPaymentInput = z.input<typeof manualPaymentSchema>;

/** POST /api/payments/:id/refund (coach): the whole payment when `amountMinor` is left out. */
export const refundRequestSchema = z.object({ amountMinor: amountMinor('Refund').optional() });

export const PAYMENT_EXPORT_HEADERS = [
  'Date',
  'Client',
  'Email',
  'Plan',
  'Method',
  'Status',
  'Amount',
  'Refunded',
  'Currency',
  'Reference',
  'Receipt',
] as const;

const monthAmount = z.object({ month: z.string(), amountMinor: z.number().int() });

/** GET /api/finances/summary (coach): the figures and charts of /finances, in BUSINESS_CURRENCY. */
export const financeSummarySchema = z.object({
  currency: z.string(),
  /** Monthly recurring revenue: every running subscription's price as a monthly amount. */
  mrrMinor: z.number().int(),
  revenueThisMonthMinor: z.number().int(),
  revenueLastMonthMinor: z.number().int(),
  outstandingMinor: z.number().int(),
  outstandingCount: z.number().int(),
  failedPaymentsMinor: z.number().int(),
  failedPaymentsCount: z.number().int(),
  activeSubscriptions: z.number().int(),
  newSubscriptionsThisMonth: z.number().int(),
  cancelledSubscriptionsThisMonth: z.number().int(),
  /** The last 12 months, oldest first ("2026-01"): revenue net of refunds, and MRR at month end. */
  revenueByMonth: z.array(monthAmount),
  mrrByMonth: z.array(monthAmount),
  /** Revenue of the last 12 months by plan, largest first (plan null: not tied to a plan). */
  revenueByPlan: z.array(
    z.object({ planId: z.string().nullable(), name: z.string(), amountMinor: z.number().int() }),
  ),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;
