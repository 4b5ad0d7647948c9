import type { PaymentStatus } from '@wellness/contracts';
import { queryRows } from '@wellness/kit';
import type { Db, Tx } from '../db';
import { COUNT_LIMIT, cappedTotal } from '../capped-total';
import { Prisma } from '../generated/prisma/client';
import { nameOrEmailContains, searchTerms, whereAll } from '../sql-search';

/** A payment as lists and receipts show it: with her name and the plan's. */
export interface PaymentRowData {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  planId: string | null;
  planName: string | null;
  amountMinor: number;
  refundedMinor: number;
  currency: string;
  status: PaymentStatus;
  method: 'card' | 'bank_transfer' | 'cash';
  paidAt: Date;
  reference: string | null;
  failureReason: string | null;
  receiptNumber: string | null;
  viaStripe: boolean;
}

export interface PaymentFilter {
  search?: string;
  status?: PaymentStatus;
  planId?: string;
  clientId?: string;
  from?: string;
  to?: string;
}

const ROW_COLUMNS = Prisma.sql`
  p.id, p.client_id AS "clientId", c.first_name AS "firstName", c.last_name AS "lastName",
  c.email, p.plan_id AS "planId", pl.name AS "planName", p.amount_minor AS "amountMinor",
  p.refunded_minor AS "refundedMinor", trim(p.currency) AS currency, p.status::text AS status,
  p.method::text AS method, p.paid_at AS "paidAt", p.reference, p.failure_reason AS "failureReason",
  p.receipt_number AS "receiptNumber",
  (p.stripe_invoice_id IS NOT NULL OR p.stripe_payment_intent_id IS NOT NULL) AS "viaStripe"`;

const FROM = Prisma.sql`
  FROM payments p JOIN clients c ON c.id = p.client_id LEFT JOIN payment_plans pl ON pl.id = p.plan_id`;

/**
 * A search names clients, not payments: the clients it finds (by the clients' trigram index) are
 * looked up first, and their payments read by (client_id, paid_at). Dates are whole days in UTC:
 * `to` includes its day.
 */
function conditions(filter: PaymentFilter): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  const terms = searchTerms(filter.search);
  if (terms.length)
    where.push(
      Prisma.sql`p.client_id = ANY (ARRAY(SELECT c.id FROM clients c ${whereAll(nameOrEmailContains('c', terms))}))`,
    );
  if (filter.clientId) where.push(Prisma.sql`p.client_id = ${filter.clientId}::uuid`);
  if (filter.status) where.push(Prisma.sql`p.status = ${filter.status}::"PaymentStatus"`);
  if (filter.planId) where.push(Prisma.sql`p.plan_id = ${filter.planId}::uuid`);
  if (filter.from)
    where.push(Prisma.sql`p.paid_at >= (${filter.from}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (filter.to)
    where.push(Prisma.sql`p.paid_at < (${filter.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return where;
}

/** A query of the payments table: its filters and the page. */
export type PaymentPageQuery = PaymentFilter & { page: number; pageSize: number };

/** A row of the table's statement: a payment with the total, or (past the end) the total alone. */
type PaymentTableRow = PaymentRowData & { total: number };

/**
 * A page of the payments table, newest first, and the total (capped: capped-total.ts) in one
 * statement: the count, with the page joined to it laterally (no page rows past the end: one row
 * carrying just the total). The page is read with one row to spare, which says whether rows
 * follow it.
 *
 * The page's ids are picked from an index alone ((paid_at, id), or a filter's column before
 * them), and only those rows are joined to their clients and plans. A search materialises its
 * clients' payments once (its clients found by their trigram index first), for the count and the
 * page. The ids travel as an array, which the planner sizes at a few rows whatever LIMIT and
 * OFFSET turn out to be: so one plan per connection serves every page (a plan sized for an
 * unknown LIMIT hash-joined every payment and client: 40–70 ms, against about 1 ms).
 */
export function paymentTableSql(query: PaymentPageQuery): Prisma.Sql {
  const searching = searchTerms(query.search).length > 0;
  return Prisma.sql`
    WITH matches AS ${searching ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`} (
      SELECT p.id, p.paid_at FROM payments p ${whereAll(conditions(query))}
    )
    SELECT r.*, t.total
    FROM (SELECT count(*)::int AS total FROM (SELECT 1 FROM matches LIMIT ${COUNT_LIMIT}) m) t
    LEFT JOIN LATERAL (
      SELECT ${ROW_COLUMNS}
      FROM unnest(ARRAY(
        SELECT m.id FROM matches m
        ORDER BY m.paid_at DESC, m.id
        LIMIT ${query.pageSize + 1} OFFSET ${(query.page - 1) * query.pageSize}
      )) AS page (id)
      JOIN payments p ON p.id = page.id
      JOIN clients c ON c.id = p.client_id LEFT JOIN payment_plans pl ON pl.id = p.plan_id
    ) r ON true
    ORDER BY r."paidAt" DESC, r.id`;
}

/** The page and its total from the rows of paymentTableSql. */
export function paymentTableOf(rows: PaymentTableRow[], query: PaymentPageQuery) {
  const read: PaymentRowData[] = rows
    .filter((row) => row.id !== null)
    .map(({ total: _total, ...row }) => row);
  return {
    items: read.slice(0, query.pageSize),
    ...cappedTotal(rows[0]?.total ?? 0, query, read.length),
  };
}

/**
 * A page of the payments table with its capped total: a prepared statement on the hot-path pool
 * beside Prisma (db.ts), planned once per connection and filter combination.
 */
export async function listPayments(db: Db, query: PaymentPageQuery) {
  const rows = await queryRows<PaymentTableRow>(db.pool, paymentTableSql(query));
  return paymentTableOf(rows, query);
}

/** Every payment that matches, newest first, for the CSV export (at most `limit`). */
export function exportPayments(db: Db, filter: PaymentFilter, limit: number) {
  return db.$queryRaw<PaymentRowData[]>`
    SELECT ${ROW_COLUMNS} ${FROM} ${whereAll(conditions(filter))}
    ORDER BY p.paid_at DESC, p.id LIMIT ${limit}`;
}

export async function findPaymentRow(db: Db | Tx, id: string): Promise<PaymentRowData | null> {
  const rows = await db.$queryRaw<PaymentRowData[]>`
    SELECT ${ROW_COLUMNS} ${FROM} WHERE p.id = ${id}::uuid`;
  return rows[0] ?? null;
}

/** Her payments, newest first (her billing page). */
export function paymentRowsOf(db: Db | Tx, clientId: string, limit = 100) {
  return db.$queryRaw<PaymentRowData[]>`
    SELECT ${ROW_COLUMNS} ${FROM} WHERE p.client_id = ${clientId}::uuid
    ORDER BY p.paid_at DESC, p.id LIMIT ${limit}`;
}

export function findPayment(db: Db | Tx, id: string) {
  return db.payment.findUnique({ where: { id } });
}

/** Locks the payment's row until the transaction ends (refunds add up under it). */
export async function lockPayment(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT id FROM payments WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.payment.findUnique({ where: { id } });
}

export function findPaymentByStripe(
  db: Db | Tx,
  ids: { invoiceId?: string | null; paymentIntentId?: string | null; chargeId?: string | null },
) {
  const or: Prisma.PaymentWhereInput[] = [];
  if (ids.invoiceId) or.push({ stripeInvoiceId: ids.invoiceId });
  if (ids.paymentIntentId) or.push({ stripePaymentIntentId: ids.paymentIntentId });
  if (ids.chargeId) or.push({ stripeChargeId: ids.chargeId });
  return or.length ? db.payment.findFirst({ where: { OR: or } }) : Promise.resolve(null);
}

export function createPayment(db: Db | Tx, data: Prisma.PaymentUncheckedCreateInput) {
  return db.payment.create({ data });
}

export function updatePayment(db: Db | Tx, id: string, data: Prisma.PaymentUncheckedUpdateInput) {
  return db.payment.update({ where: { id }, data });
}

/** The next receipt number: R-<year>-<six digits>, from a sequence (never reused). */
export async function nextReceiptNumber(db: Db | Tx, year: number): Promise<string> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('receipt_number_seq') AS n`;
  return `R-${year}-${String(row!.n).padStart(6, '0')}`;
}

/** Whether a payment of her running subscription failed after its last success (dunning is on). */
export async function hasOutstandingFailure(db: Db | Tx, subscriptionId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ outstanding: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM payments f
      WHERE f.subscription_id = ${subscriptionId}::uuid AND f.status = 'failed'
        AND f.paid_at > COALESCE((
          SELECT max(s.paid_at) FROM payments s
          WHERE s.subscription_id = ${subscriptionId}::uuid
            AND s.status IN ('succeeded', 'partially_refunded', 'refunded')), '-infinity')
    ) AS outstanding`;
  return rows[0]?.outstanding ?? false;
}

/** Paid payments of a subscription (instalments counted). */
export function paidCountOf(db: Db | Tx, subscriptionId: string) {
  return db.payment.count({
    where: { subscriptionId, status: { in: ['succeeded', 'partially_refunded', 'refunded'] } },
  });
}

/** A payment with her client, its plan and its subscription: what a dunning reminder says. */
export const findPaymentForReminder = (tx: Tx, id: string) =>
  tx.payment.findUnique({
    where: { id },
    include: { client: true, plan: true, subscription: true },
  });
