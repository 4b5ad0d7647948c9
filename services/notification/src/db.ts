import { prismaAdapter } from '@wellness/kit';
import { PrismaClient } from './generated/prisma/client';
import type { Prisma } from './generated/prisma/client';

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;

export function createDb(databaseUrl: string): Db {
  return new PrismaClient({ adapter: prismaAdapter(databaseUrl) });
}
