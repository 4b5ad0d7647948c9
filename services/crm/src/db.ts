import { prismaAdapter, withHotPathPool } from '@wellness/kit';
import { PrismaClient } from './generated/prisma/client';
import type { Prisma } from './generated/prisma/client';

/**
 * crm's Prisma client, and pools for the client table's prepared statements (kit `queryRows`:
 * parsed once per connection, one round trip, none of Prisma's compiling of each raw query):
 * `pool` plans a statement once per connection (a search); `perCallPlanPool` plans each run with
 * its values (a page of the whole table or its filters, whose best plan depends on them).
 * Disconnecting the client closes the pools.
 */
export function createDb(databaseUrl: string) {
  return withHotPathPool(new PrismaClient({ adapter: prismaAdapter(databaseUrl) }), databaseUrl, [
    'perCallPlanPool',
  ]);
}
export type Db = ReturnType<typeof createDb>;
export type Tx = Prisma.TransactionClient;
