import type { Pool } from 'pg';
import type { TransactionRunner } from './consumer';
import { inPoolTransaction, pgRawSql } from '../prisma';
import type { RawSql } from '../prisma';

/** What the kit's event code needs of a database, on plain pg (no Prisma): tagged SQL. */
export type PgSql = RawSql;

/**
 * Transactions on a pg pool, in the shape of Prisma's `$transaction`: for the consumer's SQL-only
 * handlers (see sqlOnly), which then pay no ORM work per statement.
 */
export function poolTransactions(pool: Pool): TransactionRunner<PgSql> {
  return {
    $transaction: <R>(fn: (tx: PgSql) => Promise<R>) =>
      inPoolTransaction(pool, (client) => fn(pgRawSql(client))),
  };
}
