import { Pool } from 'pg';
import type { TransactionRunner } from '../events/consumer';
import { poolTransactions } from '../events/pool-transactions';
import { pgRawSql } from '../prisma';
import type { PgSql } from '../events/pool-transactions';
import { createEventTablesDatabase } from './infrastructure';
import type { TestDatabase } from './infrastructure';

export type { PgSql };

/**
 * A transaction runner in the shape of a Prisma client (`$transaction`, `$executeRaw`,
 * `$queryRaw`) on a pg pool: the kit's tests run the outbox and the consumer on it, which also
 * shows they depend on no Prisma model.
 */
export class PgTransactionRunner implements TransactionRunner<PgSql>, PgSql {
  private readonly pool: Pool;
  readonly $executeRaw: PgSql['$executeRaw'];
  readonly $queryRaw: PgSql['$queryRaw'];

  constructor(databaseUrl: string) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 4 });
    this.pool.on('error', () => undefined);
    const sql = pgRawSql(this.pool);
    this.$executeRaw = sql.$executeRaw;
    this.$queryRaw = sql.$queryRaw;
  }

  $transaction<R>(fn: (tx: PgSql) => Promise<R>): Promise<R> {
    return poolTransactions(this.pool).$transaction(fn);
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/** A database holding only the event tables, a transaction runner on it, and `close()` for both. */
export interface EventTablesDb {
  database: TestDatabase;
  db: PgTransactionRunner;
  close(): Promise<void>;
}

export async function openEventTablesDb(): Promise<EventTablesDb> {
  const database = await createEventTablesDatabase();
  const db = new PgTransactionRunner(database.url);
  return {
    database,
    db,
    close: async () => {
      await db.end();
      await database.drop();
    },
  };
}
