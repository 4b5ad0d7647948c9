/**
 * The payments bench's data (bench/payments.ts): 10,000 clients, 4 plans, one subscription each
 * and 100,000 payments over two years, inserted with unnest() INSERTs, then VACUUM ANALYZE. The
 * first STORY_CLIENTS clients are the webhook storm's: active, with a Stripe customer and a
 * running monthly subscription known to Stripe (payments-storm.ts).
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { BENCH_COACH } from './support/stack';
import {
  CLIENTS,
  DAY,
  FIRST,
  LAST,
  PAYMENTS,
  PLANS,
  STORY_CLIENTS,
  pick,
  pickPlan,
  rng,
  storyIds,
} from './payments-queries';
import type { Plan } from './payments-queries';

/** The table the raw baseline's webhook records event ids in (crm's own stays untouched). */
export const RAW_EVENTS_TABLE = 'bench_raw_stripe_events';

const BILLING_OF: Record<string, string> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'payment_issue',
  awaiting_payment: 'awaiting_payment',
  canceled: 'cancelled',
  completed: 'active',
};

/** Writes the coach (team member), plans, clients, subscriptions and payments; VACUUM ANALYZE. */
export async function seedPayments(url: string, coachUserId: string, now = Date.now()) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const random = rng(17);
    await db.query(
      `INSERT INTO team_members (id, user_id, email, first_name, last_name, role, status)
       VALUES (gen_random_uuid(), $1, $2, 'Sarah', 'Mitchell', 'coach', 'active')`,
      [coachUserId, BENCH_COACH.email],
    );
    await db.query(
      `INSERT INTO payment_plans (id, name, price_minor, currency, billing_type, interval,
                                  interval_count, instalments, created_at, updated_at)
       SELECT i, n, p, 'GBP', t::"BillingType", iv::"BillingInterval", c, k, now(), now()
       FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[], $7::int[])
            AS x(i, n, p, t, iv, c, k)`,
      [
        PLANS.map((p) => p.id),
        PLANS.map((p) => p.name),
        PLANS.map((p) => p.price),
        PLANS.map((p) => p.type),
        PLANS.map((p) => p.interval),
        PLANS.map((p) => p.count),
        PLANS.map((p) => p.instalments),
      ],
    );

    // Clients, and one subscription each (the story clients': active, monthly, Stripe's).
    const c = {
      id: [] as string[],
      first: [] as string[],
      last: [] as string[],
      email: [] as string[],
    };
    const c2 = {
      status: [] as string[],
      billing: [] as string[],
      customer: [] as (string | null)[],
      joined: [] as string[],
    };
    const s = {
      id: [] as string[],
      plan: [] as Plan[],
      status: [] as string[],
      stripe: [] as (string | null)[],
      started: [] as string[],
      ended: [] as (string | null)[],
      reason: [] as (string | null)[],
    };
    for (let i = 0; i < CLIENTS; i++) {
      const story = i < STORY_CLIENTS;
      const first = pick(random, FIRST);
      const last = pick(random, LAST);
      const joined = now - Math.floor(random() * 730) * DAY;
      const plan = story ? PLANS[0] : pickPlan(random);
      const r = random();
      let status = story
        ? 'active'
        : r < 0.55
          ? 'active'
          : r < 0.58
            ? 'past_due'
            : r < 0.6
              ? 'trialing'
              : r < 0.62
                ? 'awaiting_payment'
                : r < 0.92
                  ? 'canceled'
                  : 'completed';
      if (status === 'completed' && plan.type !== 'instalments') status = 'canceled';
      const ended = status === 'canceled' || status === 'completed';
      const r2 = random();
      c.id.push(randomUUID());
      c.first.push(first);
      c.last.push(last);
      c.email.push(`${first}.${last}.${i}@example.com`.toLowerCase());
      c2.status.push(
        story
          ? 'active'
          : r2 < 0.7
            ? 'active'
            : r2 < 0.8
              ? 'paused'
              : r2 < 0.9
                ? 'pending'
                : 'archived',
      );
      c2.billing.push(BILLING_OF[status]);
      c2.customer.push(story ? storyIds(i).customer : random() < 0.75 ? `cus_seed_${i}` : null);
      c2.joined.push(new Date(joined).toISOString());
      s.id.push(randomUUID());
      s.plan.push(plan);
      s.status.push(status);
      s.stripe.push(story ? storyIds(i).subscription : c2.customer[i] ? `sub_seed_${i}` : null);
      s.started.push(new Date(joined).toISOString());
      s.ended.push(ended ? new Date(joined + random() * (now - joined)).toISOString() : null);
      s.reason.push(ended ? (random() < 0.3 ? 'payment_failed' : 'cancelled') : null);
    }
    await db.query(
      `INSERT INTO clients (id, first_name, last_name, email, status, billing_status,
                            stripe_customer_id, coach_user_id, joined_at, created_at, updated_at)
       SELECT i, f, l, e, st::"ClientStatus", b::"BillingStatus", cu, $8::uuid, j, j, now()
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::text[], $9::timestamptz[]) AS x(i, f, l, e, st, b, cu, j)`,
      [c.id, c.first, c.last, c.email, c2.status, c2.billing, c2.customer, coachUserId, c2.joined],
    );
    await db.query(
      `INSERT INTO subscriptions (id, client_id, plan_id, status, amount_minor, currency,
                                  stripe_subscription_id, stripe_customer_id, started_at, ended_at,
                                  ended_reason, created_at, updated_at)
       SELECT i, ci, p, st::"SubscriptionStatus", a, 'GBP', ss, cu, sa, ea, er, sa, now()
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::text[],
                   $7::text[], $8::timestamptz[], $9::timestamptz[], $10::text[])
            AS x(i, ci, p, st, a, ss, cu, sa, ea, er)`,
      [
        s.id,
        c.id,
        s.plan.map((p) => p.id),
        s.status,
        s.plan.map((p) => p.price),
        s.stripe,
        c2.customer,
        s.started,
        s.ended,
        s.reason,
      ],
    );

    // Payments: over two years; 90 % paid, 5 % failed, 3 % refunded, 2 % partly refunded.
    const p = {
      client: [] as string[],
      sub: [] as (string | null)[],
      plan: [] as (string | null)[],
      amount: [] as number[],
      refunded: [] as number[],
      status: [] as string[],
      method: [] as string[],
      paid: [] as string[],
      reference: [] as (string | null)[],
      failure: [] as (string | null)[],
      receipt: [] as (string | null)[],
      invoice: [] as (string | null)[],
    };
    let receipts = 0;
    for (let k = 0; k < PAYMENTS; k++) {
      const i = Math.floor(random() * CLIENTS);
      const planless = random() < 0.05;
      const plan = s.plan[i];
      const amount = planless ? 1_000 * (1 + Math.floor(random() * 20)) : plan.price;
      const r = random();
      const status =
        r < 0.9 ? 'succeeded' : r < 0.95 ? 'failed' : r < 0.98 ? 'refunded' : 'partially_refunded';
      const m = random();
      const method = m < 0.75 ? 'card' : m < 0.95 ? 'bank_transfer' : 'cash';
      const paid = new Date(now - random() * 730 * DAY);
      p.client.push(c.id[i]);
      p.sub.push(planless ? null : s.id[i]);
      p.plan.push(planless ? null : plan.id);
      p.amount.push(amount);
      p.refunded.push(
        status === 'refunded' ? amount : status === 'partially_refunded' ? amount >> 1 : 0,
      );
      p.status.push(status);
      p.method.push(method);
      p.paid.push(paid.toISOString());
      p.reference.push(method === 'bank_transfer' ? `BT-${k}` : null);
      p.failure.push(status === 'failed' ? 'Your card was declined.' : null);
      p.receipt.push(
        status === 'failed'
          ? null
          : `R-${paid.getUTCFullYear()}-${String(++receipts).padStart(6, '0')}`,
      );
      p.invoice.push(method === 'card' ? `in_seed_${k}` : null);
    }
    await db.query(
      `INSERT INTO payments (id, client_id, subscription_id, plan_id, amount_minor, refunded_minor,
                             currency, status, method, paid_at, reference, failure_reason,
                             receipt_number, stripe_invoice_id, created_at, updated_at)
       SELECT gen_random_uuid(), ci, si, pi, a, rf, 'GBP', st::"PaymentStatus", m::"PaymentMethod",
              pa, re, fr, rn, inv, pa, now()
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::int[], $6::text[], $7::text[],
                   $8::timestamptz[], $9::text[], $10::text[], $11::text[], $12::text[])
            AS x(ci, si, pi, a, rf, st, m, pa, re, fr, rn, inv)`,
      [
        p.client,
        p.sub,
        p.plan,
        p.amount,
        p.refunded,
        p.status,
        p.method,
        p.paid,
        p.reference,
        p.failure,
        p.receipt,
        p.invoice,
      ],
    );
    // Receipts the webhooks number next must not collide with the seeded ones.
    await db.query(`SELECT setval('receipt_number_seq', $1)`, [receipts]);
    await db.query(`CREATE TABLE ${RAW_EVENTS_TABLE} (LIKE stripe_events INCLUDING ALL)`);
    // Steady state, as autovacuum leaves it: statistics and the visibility map.
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.end();
  }
}
