import Stripe from 'stripe';
import { DomainError } from '@wellness/kit';
import type { CrmConfig } from '../config';
import { stripeEventSchema } from './objects';
import type { StripeEvent } from './objects';

type StripeConfig = Pick<
  CrmConfig,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'STRIPE_WEBHOOK_TOLERANCE_SECONDS'
>;

/** What crm asks of Stripe, in its own words (handlers never see the Stripe client). */
export interface CheckoutRequest {
  mode: 'payment' | 'subscription';
  customerId: string;
  clientId: string;
  planId: string;
  name: string;
  amountMinor: number;
  currency: string;
  recurring?: { interval: 'week' | 'month'; intervalCount: number };
  trialDays?: number | null;
  successUrl: string;
  cancelUrl: string;
}

export interface StripeGateway {
  createCustomer(input: { email: string; name: string; clientId: string }): Promise<string>;
  createCheckout(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  refund(input: {
    paymentIntentId: string | null;
    chargeId: string | null;
    amountMinor: number;
  }): Promise<string>;
  /** The event in a webhook's raw body, once its signature and timestamp are verified. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeEvent;
}

/** The Stripe gateway, or null when Stripe is not configured (clients pay by bank transfer). */
export function stripeGatewayFromConfig(config: StripeConfig): StripeGateway | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return new OfficialStripeGateway(
    stripe,
    config.STRIPE_WEBHOOK_SECRET,
    config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  );
}

/**
 * Stripe's own errors as ours: what it refuses (a card, a refund) is the caller's 400 with
 * Stripe's message; Stripe unreachable is a 503 to try again later.
 */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError
    )
      throw new DomainError('BAD_REQUEST', `Stripe refused: ${error.message}`);
    if (error instanceof Stripe.errors.StripeError)
      throw new DomainError(
        'UNAVAILABLE',
        'Stripe is not answering. Please try again in a moment.',
      );
    throw error;
  }
}

class OfficialStripeGateway implements StripeGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly toleranceSeconds: number,
  ) {}

  async createCustomer({
    email,
    name,
    clientId,
  }: {
    email: string;
    name: string;
    clientId: string;
  }) {
    const customer = await asked(() =>
      this.stripe.customers.create({ email, name, metadata: { clientId } }),
    );
    return customer.id;
  }

  async createCheckout(input: CheckoutRequest) {
    const metadata = { clientId: input.clientId, planId: input.planId };
    const session = await asked(() =>
      this.stripe.checkout.sessions.create({
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.clientId,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: input.name },
              ...(input.recurring && {
                recurring: {
                  interval: input.recurring.interval,
                  interval_count: input.recurring.intervalCount,
                },
              }),
            },
          },
        ],
        ...(input.mode === 'subscription'
          ? {
              subscription_data: {
                metadata,
                ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
              },
            }
          : { payment_intent_data: { metadata } }),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { id: session.id, url: session.url };
  }

  async createPortal(customerId: string, returnUrl: string) {
    const session = await asked(() =>
      this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      }),
    );
    return session.url;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    await asked(() =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
  }

  async refund({
    paymentIntentId,
    chargeId,
    amountMinor,
  }: {
    paymentIntentId: string | null;
    chargeId: string | null;
    amountMinor: number;
  }) {
    const refund = await asked(() =>
      this.stripe.refunds.create({
        ...(paymentIntentId
          ? { payment_intent: paymentIntentId }
          : { charge: chargeId ?? undefined }),
        amount: amountMinor,
      }),
    );
    return refund.id;
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeEvent {
    if (!signature) throw new DomainError('BAD_REQUEST', 'Missing Stripe-Signature header');
    let event: unknown;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        this.toleranceSeconds,
      );
    } catch (error) {
      throw new DomainError('BAD_REQUEST', `Webhook refused: ${(error as Error).message}`);
    }
    const parsed = stripeEventSchema.safeParse(event);
    if (!parsed.success) throw new DomainError('BAD_REQUEST', 'Webhook body is not a Stripe event');
    return parsed.data;
  }
}
