import { Pool } from 'pg';
import { prismaAdapter, withHotPathPool } from '@wellness/kit';
import type { PgPool } from '@wellness/kit';
import { PrismaClient } from './generated/prisma/client';
import type { Prisma } from './generated/prisma/client';

/**
 * notification's Prisma client and two pools for the read paths' prepared statements (kit
 * `queryRows`: parsed once per connection, one round trip):
 * - `pool` (kit `withHotPathPool`): planned once per connection, whatever the values (a page of a
 *   thread);
 * - `perCallPlanPool`: planned on every run with its values (plan_cache_mode force_custom_plan),
 *   for statements whose best plan depends on them: the inbox (how many unread conversations she
 *   has: a generic plan joins and sorts every one of them, 2,000 for the bench's coach, tens of
 *   ms, where the plan for her values reads 100 in order from an index), except the coach's
 *   unread part, which cuts her rows at the limit before any join.
 * Disconnecting closes all three.
 */
export type Db = PrismaClient & { readonly pool: PgPool; readonly perCallPlanPool: PgPool };
export type Tx = Prisma.TransactionClient;

function perCallPlanPool(databaseUrl: string): PgPool {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // As kit's hot-path pool: an idle connection the server closed leaves the pool quietly.
  pool.on('error', () => undefined);
  return pool;
}

export function createDb(databaseUrl: string): Db {
  const db = withHotPathPool(
    new PrismaClient({ adapter: prismaAdapter(databaseUrl) }),
    databaseUrl,
  );
  const planned = perCallPlanPool(databaseUrl);
  const disconnect = db.$disconnect.bind(db);
  return Object.assign(db, {
    perCallPlanPool: planned,
    $disconnect: async () => {
      await disconnect();
      if (!planned.ended) await planned.end();
    },
  });
}
