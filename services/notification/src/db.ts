import { prismaAdapter, withHotPathPool } from '@wellness/kit';
import { PrismaClient } from './generated/prisma/client';
import type { Prisma } from './generated/prisma/client';

/**
 * notification's Prisma client and two pools for the read paths' prepared statements (kit
 * `queryRows`: parsed once per connection, one round trip):
 * - `pool`: planned once per connection, whatever the values (a page of a thread);
 * - `perCallPlanPool`: planned on every run with its values, for statements whose best plan
 *   depends on them: the inbox (how many unread conversations she has: a generic plan joins and
 *   sorts every one of them, 2,000 for the bench's coach, tens of ms, where the plan for her
 *   values reads 100 in order from an index), except the coach's unread part, which cuts her rows
 *   at the limit before any join.
 */
export function createDb(databaseUrl: string) {
  return withHotPathPool(new PrismaClient({ adapter: prismaAdapter(databaseUrl) }), databaseUrl, [
    'perCallPlanPool',
  ]);
}
export type Db = ReturnType<typeof createDb>;
export type Tx = Prisma.TransactionClient;
