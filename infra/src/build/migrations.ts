import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { withClient } from '../provision/pg-client';

const UNDEFINED_TABLE = '42P01';

/**
 * Migration folders under prisma/migrations that the database has not finished applying (per
 * Prisma's _prisma_migrations table). Lets `npm start` skip `prisma migrate deploy` when nothing is
 * pending, which takes seconds even then.
 */
export async function pendingMigrations(
  serviceDir: string,
  databaseUrl: string,
): Promise<string[]> {
  const dir = join(serviceDir, 'prisma/migrations');
  const local = existsSync(dir)
    ? readdirSync(dir).filter((name) => existsSync(join(dir, name, 'migration.sql')))
    : [];
  const applied = await withClient(databaseUrl, async (client) => {
    try {
      const { rows } = await client.query<{ migration_name: string }>(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      return new Set(rows.map((r) => r.migration_name));
    } catch (err) {
      if ((err as { code?: string }).code === UNDEFINED_TABLE) return new Set<string>();
      throw err;
    }
  });
  return local.filter((name) => !applied.has(name));
}
