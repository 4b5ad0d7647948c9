import {
  PAYMENT_EXPORT_HEADERS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@wellness/contracts';
import type { Payment, manualPaymentSchema, paymentListQuerySchema } from '@wellness/contracts';
import { DomainError, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { CrmDeps } from '../deps';
import { toCsv } from '../csv';
import type { CsvExport } from '../csv';
import { pageOf } from '../paging';
import { findClient } from '../clients/repository';
import { canReadPayment } from './access';
import { exportPayments, findPaymentRow, listPayments } from './payment-repository';
import type { PaymentRowData } from './payment-repository';
import { toPaymentView } from './view';

type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
export type ManualPayment = z.output<typeof manualPaymentSchema>;

/** The most rows one CSV export holds. */
export const PAYMENT_EXPORT_LIMIT = 50_000;

/** A page of the payments table; its total is capped (`totalCapped`: capped-total.ts). */
export async function paymentsTable(deps: CrmDeps, _caller: Caller, query: PaymentListQuery) {
  const found = await listPayments(deps.db, query);
  return { ...pageOf(query, found, toPaymentView), totalCapped: found.totalCapped };
}

/** One payment, for the coach or the client it belongs to. */
export async function paymentFor(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<PaymentRowData> {
  const row = await findPaymentRow(deps.db, id);
  const client = row && (await findClient(deps.db, row.clientId));
  if (!row || !client || !canReadPayment(caller, { clientUserId: client.userId }))
    throw notFound('Payment');
  return row;
}

export async function paymentDetail(deps: CrmDeps, caller: Caller, id: string): Promise<Payment> {
  return toPaymentView(await paymentFor(deps, caller, id));
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The payments that match the table's filters, as CSV (formula-safe: csv.ts). */
export async function exportPaymentsCsv(
  deps: CrmDeps,
  _caller: Caller,
  filter: Omit<PaymentListQuery, 'page' | 'pageSize'>,
): Promise<CsvExport> {
  const rows = await exportPayments(deps.db, filter, PAYMENT_EXPORT_LIMIT);
  const body = rows.map((r) => [
    new Date(r.paidAt).toISOString().slice(0, 10),
    `${r.firstName} ${r.lastName}`,
    r.email,
    r.planName ?? '',
    PAYMENT_METHOD_LABELS[r.method],
    PAYMENT_STATUS_LABELS[r.status],
    decimal(r.amountMinor),
    decimal(r.refundedMinor),
    r.currency,
    r.reference ?? '',
    r.receiptNumber ?? '',
  ]);
  const day = deps.clock.now().toISOString().slice(0, 10);
  return { filename: `payments-${day}.csv`, body: toCsv([[...PAYMENT_EXPORT_HEADERS], ...body]) };
}

/** A client the coach names in a request body: unknown is the caller's mistake (400, not 404). */
export async function clientNamedInBody(deps: CrmDeps, clientId: string) {
  const client = await findClient(deps.db, clientId);
  if (!client)
    throw new DomainError('BAD_REQUEST', 'No client with that id: choose one of your clients');
  return client;
}
