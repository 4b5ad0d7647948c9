import { PrismaPg } from '@prisma/adapter-pg';
import { sqltag } from '@prisma/client/runtime/client';
import { Pool } from 'pg';
import type { PoolClient } from 'pg';

export type PgPool = Pool;
/** Where hot-path statements run: a pool, or the one connection of a transaction on it. */
export type PgQueryable = Pool | PoolClient;

/** Prisma clients here are generated with `engineType = "client"` and run on the pg driver adapter. */
export function prismaAdapter(databaseUrl: string, max = 10): PrismaPg {
  return new PrismaPg({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5000 });
}

/**
 * How a pool's sessions plan prepared statements:
 * - `generic` (plan_cache_mode force_generic_plan): once, without looking at the parameters.
 *   Postgres would otherwise re-plan statements with a LIMIT or OFFSET parameter on every run,
 *   which costs more than running them;
 * - `per-call` (force_custom_plan): on every run, with its values, for statements whose best plan
 *   depends on them (skewed data: how many rows a person has).
 */
export type PlanMode = 'generic' | 'per-call';
const PLAN_CACHE_MODES: Record<PlanMode, string> = {
  generic: 'force_generic_plan',
  'per-call': 'force_custom_plan',
};

/** A pool for a service's hot-path statements (`queryRows`), beside Prisma's own. */
export function hotPathPool(
  databaseUrl: string,
  { max = 10, plans = 'generic' }: { max?: number; plans?: PlanMode } = {},
): PgPool {
  const pool = new Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 5000,
    options: `-c plan_cache_mode=${PLAN_CACHE_MODES[plans]}`,
  });
  // An idle connection the server closes (a restart, a dropped database) leaves the pool, and the
  // next query opens a new one; unheard, the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * How long closing a service waits for Prisma's own pool to end. After a Postgres restart under
 * load, its driver adapter can keep a connection checked out that it never gives back (the socket
 * is already closed), and the pool's end() would wait for it forever, holding the shutdown.
 */
export const PRISMA_DISCONNECT_WAIT_MS = 5000;

/**
 * A service's Prisma client with hot-path pools beside it (for `queryRows`): `db.pool` plans
 * generically; the names in `perCall` are pools that plan each run with its values. Disconnecting
 * the client closes them all.
 */
export function withHotPathPool<
  P extends { $disconnect(): Promise<void> },
  K extends string = never,
>(
  prisma: P,
  databaseUrl: string,
  perCall: readonly K[] = [],
): P & { readonly pool: PgPool } & { readonly [name in K]: PgPool } {
  const pools: Record<string, PgPool> = { pool: hotPathPool(databaseUrl) };
  for (const name of perCall) pools[name] = hotPathPool(databaseUrl, { plans: 'per-call' });
  const disconnect = prisma.$disconnect.bind(prisma);
  return Object.assign(prisma, pools, {
    $disconnect: async () => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PRISMA_DISCONNECT_WAIT_MS);
      });
      try {
        await Promise.race([disconnect(), waited]);
      } finally {
        clearTimeout(timer);
        await Promise.all(Object.values(pools).map((p) => (p.ended ? undefined : p.end())));
      }
    },
  }) as P & { readonly pool: PgPool } & { readonly [name in K]: PgPool };
}

/** A parameterised statement, as Prisma.sql`…` builds one (`text` has $1, $2 … placeholders). */
export interface SqlStatement {
  readonly text: string;
  readonly values: unknown[];
}

/** Statement texts prepared so far and their names; bounded, as a guard against texts that vary. */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 200;

function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `kit_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * Runs a statement on a hot-path pool as a named prepared statement (each connection parses and
 * plans it once): for the hot paths, where Prisma's own work per query and per row would cost more
 * than the query. Postgres types arrive as node-postgres parses them (so select dates and counts
 * as text or int).
 */
export async function queryRows<T>(on: PgQueryable, statement: SqlStatement): Promise<T[]> {
  return (await runPrepared(on, statement)).rows as T[];
}

/** As queryRows, for a statement that writes: how many rows it changed. */
export async function executeSql(on: PgQueryable, statement: SqlStatement): Promise<number> {
  return (await runPrepared(on, statement)).rowCount ?? 0;
}

const runPrepared = (on: PgQueryable, statement: SqlStatement) =>
  on.query({ name: preparedName(statement.text), text: statement.text, values: statement.values });

/**
 * Runs `fn` in one transaction on a connection of a hot-path pool (its statements through
 * queryRows and executeSql on that connection): committed when `fn` resolves, rolled back when it
 * throws. A connection that failed mid-transaction (the server went away) is discarded, not
 * reused.
 */
export async function inPoolTransaction<R>(
  pool: PgPool,
  fn: (client: PoolClient) => Promise<R>,
): Promise<R> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * The raw-SQL half of a Prisma client or transaction. A repository function that needs no more
 * takes this, so that it runs both in a Prisma transaction and on a hot-path connection
 * (`pgRawSql`).
 */
export interface RawSql {
  $queryRaw<T = unknown>(
    query: TemplateStringsArray | SqlStatement,
    ...values: unknown[]
  ): Promise<T>;
  $executeRaw(query: TemplateStringsArray | SqlStatement, ...values: unknown[]): Promise<number>;
}

const statementOf = (
  query: TemplateStringsArray | SqlStatement,
  values: unknown[],
): SqlStatement =>
  'raw' in query ? sqltag(query, ...(values as Parameters<typeof sqltag>[1][])) : query;

/**
 * A hot-path connection (or pool) as RawSql: the same repository functions, each statement
 * prepared once per connection, without Prisma's compiling of each query and its parameters (a
 * bulk write's parameter is a JSON array of a thousand rows). Types arrive as node-postgres parses
 * them, so such functions select counts as int, not bigint.
 */
export function pgRawSql(on: PgQueryable): RawSql {
  return {
    $queryRaw: <T>(query: TemplateStringsArray | SqlStatement, ...values: unknown[]) =>
      queryRows(on, statementOf(query, values)) as Promise<T>,
    $executeRaw: (query, ...values) => executeSql(on, statementOf(query, values)),
  };
}
