import { randomBytes } from 'node:crypto';

/** The Stripe objects the fake keeps, in the shapes (and with the legacy fields) the API returns. */
export type Metadata = Record<string, string>;
export type Interval = 'day' | 'week' | 'month' | 'year';
export type Recurring = { interval: Interval; interval_count: number };

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  subscription: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  url: string;
  return_url: string | null;
  created: number;
  livemode: false;
}

export interface Price {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  recurring: Recurring | null;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';
export type CancellationReason = 'cancellation_requested' | 'payment_failed' | 'payment_disputed';

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  currency: string;
  created: number;
  start_date: number;
  /** Legacy top-level period (moved to the items in API 2025-03-31); kept for older readers. */
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: CancellationReason | null };
  trial_start: number | null;
  trial_end: number | null;
  metadata: Metadata;
  latest_invoice: string | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  livemode: false;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  customer: string;
  /** Legacy field (the API moved it to `parent.subscription_details`); kept for older readers. */
  subscription: string;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  };
  status: 'open' | 'paid';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  currency: string;
  /** Legacy fields, like `subscription`. */
  payment_intent: string | null;
  charge: string | null;
  created: number;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  status_transitions: { paid_at: number | null; finalized_at: number };
  period_start: number;
  period_end: number;
  last_finalization_error: null;
  livemode: false;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  status: 'succeeded' | 'requires_payment_method';
  latest_charge: string | null;
  last_payment_error: { code: string; message: string } | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  paid: true;
  status: 'succeeded';
  currency: string;
  customer: string | null;
  payment_intent: string;
  /** Legacy field, removed from the API's types; kept for older readers. */
  invoice: string | null;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  currency: string;
  reason: string | null;
  metadata: Metadata;
  created: number;
}

export interface StripeEvent<T = unknown> {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: T; previous_attributes?: Record<string, unknown> };
}

/** `prefix_` and 24 random characters, like Stripe's ids. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** `seconds` moved forward by `count` intervals on the UTC calendar. */
export function addInterval(seconds: number, { interval, interval_count }: Recurring): number {
  const date = new Date(seconds * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + interval_count);
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * interval_count);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + interval_count);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + interval_count);
  return Math.floor(date.getTime() / 1000);
}
