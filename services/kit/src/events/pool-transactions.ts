import type { Pool, PoolClient } from 'pg';
import type { TransactionRunner } from './consumer';
import type { RawSqlExecutor } from './outbox';
import { inPoolTransaction } from '../prisma';

/** What the kit's event code needs of a database, on plain pg (no Prisma): tagged SQL. */
export interface PgSql extends RawSqlExecutor {
  $queryRaw<T>(query: TemplateStringsArray, ...values: unknown[]): Promise<T[]>;
}

/** `a ${x} b ${y}` as pg's `a $1 b $2`: the same statement Prisma's tagged `$executeRaw` sends. */
const toSql = (query: TemplateStringsArray) =>
  query.reduce((sql, part, index) => `${sql}$${index}${part}`);

/** Tagged SQL on a pg pool or one of its connections. */
export function sqlOn(client: Pool | PoolClient): PgSql {
  return {
    $executeRaw: async (query, ...values) =>
      (await client.query(toSql(query), values)).rowCount ?? 0,
    $queryRaw: async <T>(query: TemplateStringsArray, ...values: unknown[]) =>
      (await client.query(toSql(query), values)).rows as T[],
  };
}

/**
 * Transactions on a pg pool, in the shape of Prisma's `$transaction`: for the consumer's SQL-only
 * handlers (see sqlOnly), which then pay no ORM work per statement.
 */
export function poolTransactions(pool: Pool): TransactionRunner<PgSql> {
  return {
    $transaction: <R>(fn: (tx: PgSql) => Promise<R>) =>
      inPoolTransaction(pool, (client) => fn(sqlOn(client))),
  };
}
