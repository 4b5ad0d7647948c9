import type {
  CheckoutSession,
  Charge,
  Customer,
  Invoice,
  Metadata,
  PaymentIntent,
  PortalSession,
  Price,
  Refund,
  Subscription,
} from './objects';
import type { WebhookSender } from './webhooks';

/** What Checkout needs at completion but the session object does not show. */
export interface CheckoutDetails {
  lines: { name: string; price: Price; quantity: number }[];
  trialDays: number | null;
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
}

/** Everything the fake has created, by id. */
export class FakeStripeStore {
  readonly customers = new Map<string, Customer>();
  readonly checkoutSessions = new Map<string, CheckoutSession>();
  readonly checkoutDetails = new Map<string, CheckoutDetails>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
}

/** The state and the webhook sender every operation works with. */
export interface FakeStripeContext {
  store: FakeStripeStore;
  webhooks: WebhookSender;
  /** Where the hosted pages live, e.g. http://127.0.0.1:PORT. */
  baseUrl: string;
}

/** An error the API answers with Stripe's `{ error: { type, code, message, param } }` body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    const { type, code, param, message } = this;
    return { error: { type, message, ...(code && { code }), ...(param && { param }) } };
  }
}

export function invalidRequest(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, message, code, param);
}

export function mustFind<T>(collection: Map<string, T>, id: string, noun: string): T {
  const found = collection.get(id);
  if (!found) throw new StripeApiError(404, `No such ${noun}: '${id}'`, 'resource_missing', 'id');
  return found;
}
