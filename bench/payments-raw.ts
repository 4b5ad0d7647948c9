/**
 * The payments bench's baseline (bench/payments.ts, run again with BENCH_ROLE=raw): node:http and
 * a pg Pool running the very statements crm builds for the payments table (payment-repository.ts
 * paymentTableSql: the page with its capped total) and the finance summary
 * (finances/figures-sql.ts, its five statements at once), answering the same JSON; and a webhook
 * that verifies the Stripe signature with the official package and records the event id in one
 * statement (INSERT … ON CONFLICT DO NOTHING) into its own table.
 */
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { Pool } from 'pg';
import Stripe from 'stripe';
import { BUSINESS_CURRENCY, paymentListQuerySchema } from '@wellness/contracts';
import { RAW_EVENTS_TABLE } from './payments-data';
import type { Prisma } from '../services/crm/src/generated/prisma/client';
import {
  failedFiguresSql,
  mrrByMonthSql,
  revenueByMonthSql,
  revenueByPlanSql,
  subscriptionFiguresSql,
  twelveMonths,
} from '../services/crm/src/finances/figures-sql';
import { paymentTableOf, paymentTableSql } from '../services/crm/src/payments/payment-repository';

/** crm's statement for a table query (the page with its capped total), with its parameters. */
export function tableStatement(search: URLSearchParams) {
  const query = paymentListQuerySchema.parse(Object.fromEntries(search));
  const { text, values } = paymentTableSql(query);
  return { query, sql: text, params: values };
}

async function paymentsPage(pool: Pool, search: URLSearchParams) {
  const { query, sql, params } = tableStatement(search);
  const { items, total, totalCapped } = paymentTableOf((await pool.query(sql, params)).rows, query);
  return {
    items: items.map((row) => ({
      id: row.id,
      client: {
        id: row.clientId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
      },
      plan: row.planId && row.planName ? { id: row.planId, name: row.planName } : null,
      amountMinor: row.amountMinor,
      refundedMinor: row.refundedMinor,
      currency: row.currency,
      status: row.status,
      method: row.method,
      paidAt: new Date(row.paidAt).toISOString(),
      reference: row.reference,
      failureReason: row.failureReason,
      receiptNumber: row.receiptNumber,
      viaStripe: row.viaStripe,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalCapped,
  };
}

export type SummaryStatement =
  'revenueByMonth' | 'mrrByMonth' | 'revenueByPlan' | 'subscriptionFigures' | 'failedFigures';

/** The summary's statements, exactly as crm's handler builds them (finances/figures-sql.ts). */
export function summaryStatements(now = new Date()): [SummaryStatement, Prisma.Sql][] {
  const currency = BUSINESS_CURRENCY;
  const months = twelveMonths(now);
  return [
    ['revenueByMonth', revenueByMonthSql(currency, months)],
    ['mrrByMonth', mrrByMonthSql(currency, months)],
    ['revenueByPlan', revenueByPlanSql(currency, months[0]!)],
    ['subscriptionFigures', subscriptionFiguresSql(currency, months.at(-1)!)],
    ['failedFigures', failedFiguresSql(currency)],
  ];
}
async function financeSummary(pool: Pool) {
  const [revenue, mrr, byPlan, [subscriptions], [failed]] = await Promise.all(
    summaryStatements().map(
      async ([, statement]) => (await pool.query(statement.text, statement.values)).rows,
    ),
  );
  return {
    currency: BUSINESS_CURRENCY,
    mrrMinor: subscriptions.mrrMinor,
    revenueThisMonthMinor: revenue.at(-1)?.amountMinor ?? 0,
    revenueLastMonthMinor: revenue.at(-2)?.amountMinor ?? 0,
    outstandingMinor: subscriptions.awaitingMinor,
    outstandingCount: subscriptions.awaitingCount,
    failedPaymentsMinor: failed.amountMinor,
    failedPaymentsCount: failed.count,
    activeSubscriptions: subscriptions.active,
    newSubscriptionsThisMonth: subscriptions.startedThisMonth,
    cancelledSubscriptionsThisMonth: subscriptions.cancelledThisMonth,
    revenueByMonth: revenue,
    mrrByMonth: mrr,
    revenueByPlan: byPlan.map((row) => ({
      planId: row.planId,
      name: row.name ?? 'Without a plan',
      amountMinor: row.amountMinor,
    })),
  };
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The baseline server: PORT, DATABASE_URL, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. */
export function runRawServer() {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { telemetry: false });
  const secret = process.env.STRIPE_WEBHOOK_SECRET!;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://raw');
      let body: unknown;
      if (req.method === 'POST' && url.pathname === '/api/payments/stripe/webhook') {
        const raw = await bodyOf(req);
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            raw,
            String(req.headers['stripe-signature']),
            secret,
            300,
          );
        } catch (error) {
          res.writeHead(400).end(String(error));
          return;
        }
        const { rowCount } = await pool.query(
          `INSERT INTO ${RAW_EVENTS_TABLE} (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`,
          [event.id, event.type],
        );
        body = { received: true, outcome: rowCount ? 'applied' : 'duplicate' };
      } else if (url.pathname === '/api/payments')
        body = await paymentsPage(pool, url.searchParams);
      else if (url.pathname === '/api/finances/summary') body = await financeSummary(pool);
      else {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}
