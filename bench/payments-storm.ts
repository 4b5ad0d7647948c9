/**
 * The payments bench's webhook storm (bench/payments.ts): STORY_CLIENTS subscription stories of
 * five Stripe events each (updated → active, invoice.paid, invoice.payment_failed of another
 * invoice, updated → past_due, deleted for failed payments), `created` strictly increasing in each
 * story; every event delivered three times, all deliveries shuffled, 50 at once, each signed as it
 * is sent with the stripe package's test signer. Then what crm's tables must hold.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { percentile } from './support/report';
import { PLANS, STORY_CLIENTS, rng, storyIds } from './payments-queries';

export const WEBHOOK_PATH = '/api/payments/stripe/webhook';
export const COPIES = 3;

export interface StormEvent {
  id: string;
  type: string;
  payload: string;
}

export interface Stories {
  events: StormEvent[];
  paidInvoices: string[];
  failedInvoices: string[];
}

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The stories' events, in each story's order, as Stripe's API (2025+) shapes them. */
export function buildStories(nowSeconds = Math.floor(Date.now() / 1000)): Stories {
  const events: StormEvent[] = [];
  const paidInvoices: string[] = [];
  const failedInvoices: string[] = [];
  const plan = PLANS[0];
  const event = (type: string, created: number, object: unknown) => {
    const id = rid('evt');
    const envelope = {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    events.push({ id, type, payload: JSON.stringify(envelope, null, 2) });
  };
  for (let i = 0; i < STORY_CLIENTS; i++) {
    const { customer, subscription } = storyIds(i);
    const t0 = nowSeconds - 600 + (i % 100);
    const start = t0 - 40 * 86_400;
    const periodEnd = t0 + 20 * 86_400;
    const price = {
      id: rid('price'),
      object: 'price',
      product: rid('prod'),
      unit_amount: plan.price,
      currency: 'gbp',
      recurring: { interval: 'month', interval_count: 1 },
    };
    const sub = (status: string, created: number, ended: boolean) => ({
      id: subscription,
      object: 'subscription',
      customer,
      status,
      currency: 'gbp',
      created: start,
      start_date: start,
      current_period_start: periodEnd - 30 * 86_400,
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: ended ? created : null,
      ended_at: ended ? created : null,
      cancellation_details: { reason: ended ? 'payment_failed' : null },
      trial_start: null,
      trial_end: null,
      metadata: {},
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: rid('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: periodEnd - 30 * 86_400,
            current_period_end: periodEnd,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscription}`,
      },
      livemode: false,
    });
    const invoice = (id: string, created: number, paid: boolean) => ({
      id,
      object: 'invoice',
      customer,
      subscription,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription, metadata: {} },
      },
      status: paid ? 'paid' : 'open',
      amount_due: plan.price,
      amount_paid: paid ? plan.price : 0,
      amount_remaining: paid ? 0 : plan.price,
      total: plan.price,
      currency: 'gbp',
      payment_intent: rid('pi'),
      charge: paid ? rid('ch') : null,
      created,
      billing_reason: 'subscription_cycle',
      attempt_count: 1,
      attempted: true,
      next_payment_attempt: paid ? null : created + 3 * 86_400,
      status_transitions: { paid_at: paid ? created : null, finalized_at: created },
      period_start: created - 30 * 86_400,
      period_end: created,
      last_finalization_error: null,
      livemode: false,
    });
    const paid = rid('in');
    const failed = rid('in');
    paidInvoices.push(paid);
    failedInvoices.push(failed);
    event('customer.subscription.updated', t0 + 1, sub('active', t0 + 1, false));
    event('invoice.paid', t0 + 2, invoice(paid, t0 + 2, true));
    event('invoice.payment_failed', t0 + 3, invoice(failed, t0 + 3, false));
    event('customer.subscription.updated', t0 + 4, sub('past_due', t0 + 4, false));
    event('customer.subscription.deleted', t0 + 5, sub('canceled', t0 + 5, true));
  }
  return { events, paidInvoices, failedInvoices };
}

/** Every event COPIES times, shuffled (seeded Fisher–Yates). */
export function shuffledDeliveries(events: StormEvent[]): StormEvent[] {
  const all = events.flatMap((e) => Array.from({ length: COPIES }, () => e));
  const random = rng(99);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

export interface StormRun {
  ms: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  /** Deliveries not answered 2xx (Stripe would retry them), with their events. */
  failed: StormEvent[];
  statuses: Record<string, number>;
  outcomes: Record<string, number>;
}

/** Posts the deliveries to `base`, `concurrency` at once, each signed just before it is sent. */
export async function deliver(
  base: string,
  deliveries: StormEvent[],
  { concurrency, secret }: { concurrency: number; secret: string },
): Promise<StormRun> {
  const latencies: number[] = [];
  const failed: StormEvent[] = [];
  const statuses: Record<string, number> = {};
  const outcomes: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < deliveries.length) {
      const delivery = deliveries[next++];
      const t = performance.now();
      let status = 'error';
      try {
        const res = await fetch(`${base}${WEBHOOK_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({
              payload: delivery.payload,
              secret,
            }),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: delivery.payload,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        status = String(res.status);
        if (res.ok) {
          const outcome = (JSON.parse(text) as { outcome?: string }).outcome ?? '?';
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        } else failed.push(delivery);
      } catch {
        failed.push(delivery);
      }
      latencies.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = performance.now() - started;
  return {
    ms,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    perSecond: (1000 * deliveries.length) / ms,
    failed,
    statuses,
    outcomes,
  };
}
