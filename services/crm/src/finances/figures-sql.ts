import { Prisma } from '../generated/prisma/client';

/**
 * The finance figures' statements, built here and run by figures-repository.ts (the bench's raw
 * baseline runs the very same ones). Revenue comes from payment_daily_totals, which triggers keep
 * in step with payments; MRR from subscriptions. Months are UTC calendar months.
 *
 * A subscription's monthly amount (MRR): its price times its payments a year over 12 (weekly
 * plans pay 52 times a year).
 */
const MONTHLY = Prisma.sql`CASE pl.interval
    WHEN 'week' THEN s.amount_minor * 52.0 / (12 * COALESCE(pl.interval_count, 1))
    ELSE s.amount_minor * 1.0 / COALESCE(pl.interval_count, 1) END`;

/** The first days of the 12 months ending with `month`'s, oldest first (as YYYY-MM-DD). */
export function twelveMonths(month: Date): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 11 + i, 1))
      .toISOString()
      .slice(0, 10),
  );
}

/** Net revenue in each of the months (from the daily totals). */
export const revenueByMonthSql = (currency: string, months: string[]) => Prisma.sql`
  SELECT to_char(m.month, 'YYYY-MM') AS month, COALESCE(sum(t.revenue_minor), 0)::int AS "amountMinor"
  FROM unnest(${months}::date[]) AS m(month)
  LEFT JOIN payment_daily_totals t ON t.day >= m.month AND t.day < (m.month + interval '1 month')::date
    AND t.currency = ${currency} AND t.revenue_minor <> 0
  GROUP BY m.month ORDER BY m.month`;

/**
 * MRR at the end of each of the months: the recurring subscriptions running then. Subscriptions
 * are first grouped by the month they started and the month they ended (a few hundred groups),
 * then each month sums the groups running at its end.
 */
export const mrrByMonthSql = (currency: string, months: string[]) => Prisma.sql`
  WITH grouped AS (
    SELECT date_trunc('month', s.started_at, 'UTC') AS first_month,
           date_trunc('month', s.ended_at, 'UTC') AS ended_month,
           sum(${MONTHLY}) AS monthly
    FROM subscriptions s JOIN payment_plans pl ON pl.id = s.plan_id AND pl.billing_type <> 'one_off'
    WHERE s.status NOT IN ('awaiting_payment', 'incomplete', 'trialing') AND s.currency = ${currency}
      AND (s.ended_at IS NULL OR s.ended_at >= ${months[0]}::timestamptz)
    GROUP BY 1, 2
  )
  SELECT to_char(m.month, 'YYYY-MM') AS month, COALESCE(round(sum(g.monthly)), 0)::int AS "amountMinor"
  FROM unnest(${months}::date[]) AS m(month)
  LEFT JOIN grouped g ON g.first_month <= (m.month::timestamp AT TIME ZONE 'UTC')
    AND (g.ended_month IS NULL OR g.ended_month > (m.month::timestamp AT TIME ZONE 'UTC'))
  GROUP BY m.month ORDER BY m.month`;

/** Net revenue since `since` (a day), by plan, largest first. */
export const revenueByPlanSql = (currency: string, since: string) => Prisma.sql`
  SELECT NULLIF(t.plan_key, '00000000-0000-0000-0000-000000000000')::text AS "planId", pl.name,
         sum(t.revenue_minor)::int AS "amountMinor"
  FROM payment_daily_totals t LEFT JOIN payment_plans pl ON pl.id = t.plan_key
  WHERE t.day >= ${since}::date AND t.currency = ${currency} AND t.revenue_minor <> 0
  GROUP BY t.plan_key, pl.name ORDER BY 3 DESC`;

/** Running subscriptions now, and those started and cancelled since `month` (its first day). */
export const subscriptionFiguresSql = (currency: string, month: string) => Prisma.sql`
  SELECT
    COALESCE(round(sum(${MONTHLY}) FILTER (WHERE s.status IN ('active', 'past_due', 'unpaid') AND pl.billing_type <> 'one_off')), 0)::int AS "mrrMinor",
    count(*) FILTER (WHERE s.status IN ('trialing', 'active', 'past_due', 'unpaid'))::int AS active,
    count(*) FILTER (WHERE s.started_at >= ${month}::date AND s.status NOT IN ('awaiting_payment', 'incomplete'))::int AS "startedThisMonth",
    count(*) FILTER (WHERE s.ended_at >= ${month}::date AND s.status = 'canceled')::int AS "cancelledThisMonth",
    count(*) FILTER (WHERE s.status = 'awaiting_payment')::int AS "awaitingCount",
    COALESCE(sum(s.amount_minor) FILTER (WHERE s.status = 'awaiting_payment'), 0)::int AS "awaitingMinor"
  FROM subscriptions s JOIN payment_plans pl ON pl.id = s.plan_id
  WHERE s.currency = ${currency} AND (s.ended_at IS NULL OR s.ended_at >= ${month}::date)`;

/** Failed payments still chased: those of clients whose billing shows a payment issue. */
export const failedFiguresSql = (currency: string) => Prisma.sql`
  SELECT count(*)::int AS count, COALESCE(sum(p.amount_minor), 0)::int AS "amountMinor"
  FROM clients c JOIN payments p ON p.client_id = c.id AND p.status = 'failed' AND p.currency = ${currency}
  WHERE c.billing_status = 'payment_issue'`;
