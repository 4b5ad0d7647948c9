import type { Db } from '../db';

/**
 * The finance figures, each one aggregate statement over payments or subscriptions in one
 * currency. Revenue is what was paid less what was refunded, on the day it was paid. A
 * subscription's monthly amount (MRR) is its price times its payments a year over 12: weekly
 * plans pay 52 times a year.
 */
const MONTHLY = `CASE pl.interval
    WHEN 'week' THEN s.amount_minor * 52.0 / (12 * COALESCE(pl.interval_count, 1))
    ELSE s.amount_minor * 1.0 / COALESCE(pl.interval_count, 1) END`;

const PAID = `('succeeded', 'partially_refunded', 'refunded')`;

export interface MonthAmount {
  month: string;
  amountMinor: number;
}

/** Net revenue in each of the 12 months ending with `month` (its first day, UTC). */
export function revenueByMonth(db: Db, currency: string, month: Date) {
  return db.$queryRawUnsafe<MonthAmount[]>(
    `SELECT to_char(m, 'YYYY-MM') AS month, COALESCE(sum(p.amount_minor - p.refunded_minor), 0)::int AS "amountMinor"
     FROM generate_series($1::timestamptz - interval '11 months', $1::timestamptz, interval '1 month') m
     LEFT JOIN payments p ON p.paid_at >= m AND p.paid_at < m + interval '1 month'
       AND p.status IN ${PAID} AND p.currency = $2
     GROUP BY m ORDER BY m`,
    month,
    currency,
  );
}

/** MRR at the end of each of the 12 months ending with `month`: recurring subscriptions running then. */
export function mrrByMonth(db: Db, currency: string, month: Date) {
  return db.$queryRawUnsafe<MonthAmount[]>(
    `SELECT to_char(m, 'YYYY-MM') AS month, COALESCE(round(sum(${MONTHLY})), 0)::int AS "amountMinor"
     FROM generate_series($1::timestamptz - interval '11 months', $1::timestamptz, interval '1 month') m
     LEFT JOIN (subscriptions s JOIN payment_plans pl ON pl.id = s.plan_id AND pl.billing_type <> 'one_off')
       ON s.started_at < m + interval '1 month'
       AND (s.ended_at IS NULL OR s.ended_at >= m + interval '1 month')
       AND s.status NOT IN ('awaiting_payment', 'incomplete', 'trialing') AND s.currency = $2
     GROUP BY m ORDER BY m`,
    month,
    currency,
  );
}

/** Net revenue of the 12 months from `since`, by plan, largest first. */
export function revenueByPlan(db: Db, currency: string, since: Date) {
  return db.$queryRawUnsafe<{ planId: string | null; name: string | null; amountMinor: number }[]>(
    `SELECT p.plan_id AS "planId", pl.name, sum(p.amount_minor - p.refunded_minor)::int AS "amountMinor"
     FROM payments p LEFT JOIN payment_plans pl ON pl.id = p.plan_id
     WHERE p.paid_at >= $1 AND p.status IN ${PAID} AND p.currency = $2
     GROUP BY p.plan_id, pl.name ORDER BY 3 DESC`,
    since,
    currency,
  );
}

export interface SubscriptionFigures {
  mrrMinor: number;
  active: number;
  startedThisMonth: number;
  cancelledThisMonth: number;
  awaitingCount: number;
  awaitingMinor: number;
}

/** Running subscriptions now, and those started and cancelled since `month`. */
export async function subscriptionFigures(db: Db, currency: string, month: Date) {
  const [row] = await db.$queryRawUnsafe<SubscriptionFigures[]>(
    `SELECT
       COALESCE(round(sum(${MONTHLY}) FILTER (WHERE s.status IN ('active', 'past_due', 'unpaid') AND pl.billing_type <> 'one_off')), 0)::int AS "mrrMinor",
       count(*) FILTER (WHERE s.status IN ('trialing', 'active', 'past_due', 'unpaid'))::int AS active,
       count(*) FILTER (WHERE s.started_at >= $1 AND s.status NOT IN ('awaiting_payment', 'incomplete'))::int AS "startedThisMonth",
       count(*) FILTER (WHERE s.ended_at >= $1 AND s.status = 'canceled')::int AS "cancelledThisMonth",
       count(*) FILTER (WHERE s.status = 'awaiting_payment')::int AS "awaitingCount",
       COALESCE(sum(s.amount_minor) FILTER (WHERE s.status = 'awaiting_payment'), 0)::int AS "awaitingMinor"
     FROM subscriptions s JOIN payment_plans pl ON pl.id = s.plan_id
     WHERE s.currency = $2 AND (s.ended_at IS NULL OR s.ended_at >= $1)`,
    month,
    currency,
  );
  return row!;
}

/** Failed payments still chased: those of clients whose billing shows a payment issue. */
export async function failedFigures(db: Db, currency: string) {
  const [row] = await db.$queryRawUnsafe<{ count: number; amountMinor: number }[]>(
    `SELECT count(*)::int AS count, COALESCE(sum(p.amount_minor), 0)::int AS "amountMinor"
     FROM payments p JOIN clients c ON c.id = p.client_id
     WHERE p.status = 'failed' AND c.billing_status = 'payment_issue' AND p.currency = $1`,
    currency,
  );
  return row!;
}
