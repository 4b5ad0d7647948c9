import { Pool } from 'pg';
import type { PoolClient } from 'pg';
import type { TransactionRunner } from '../events/consumer';
import type { RawSqlExecutor } from '../events/outbox';
import { createEventTablesDatabase } from './infrastructure';
import type { TestDatabase } from './infrastructure';

/** What the kit's event code needs of a database, on plain pg (no Prisma): tagged SQL. */
export interface PgSql extends RawSqlExecutor {
  $queryRaw<T>(query: TemplateStringsArray, ...values: unknown[]): Promise<T[]>;
}

/** `a ${x} b ${y}` as pg's `a $1 b $2`. */
const toSql = (query: TemplateStringsArray) =>
  query.reduce((sql, part, index) => `${sql}$${index}${part}`);

function sqlOn(client: Pool | PoolClient): PgSql {
  return {
    $executeRaw: async (query, ...values) =>
      (await client.query(toSql(query), values)).rowCount ?? 0,
    $queryRaw: async <T>(query: TemplateStringsArray, ...values: unknown[]) =>
      (await client.query(toSql(query), values)).rows as T[],
  };
}

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
    const sql = sqlOn(this.pool);
    this.$executeRaw = sql.$executeRaw;
    this.$queryRaw = sql.$queryRaw;
  }

  async $transaction<R>(fn: (tx: PgSql) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(sqlOn(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
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
