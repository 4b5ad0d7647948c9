import { PrismaPg } from '@prisma/adapter-pg';

/** Prisma clients here are generated with `engineType = "client"` and run on the pg driver adapter. */
export function prismaAdapter(databaseUrl: string, max = 10): PrismaPg {
  return new PrismaPg({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5000 });
}
