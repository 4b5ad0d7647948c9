import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import type { ServiceName } from '@wellness/contracts';

/** Server-level URLs for tests: the ones `npm test` provisions, or this machine's defaults. */
export const TEST_DATABASE_SERVER_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const REPO_ROOT = resolve(__dirname, '../../../..');

export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function migrationsHash(service: ServiceName): string | null {
  const dir = join(REPO_ROOT, 'services', service, 'prisma', 'migrations');
  if (!existsSync(dir)) return null;
  const hash = createHash('sha256');
  for (const entry of readdirSync(dir).sort()) {
    const file = join(dir, entry, 'migration.sql');
    if (existsSync(file)) hash.update(entry).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The template of a service's migrations as they are in this checkout: named by their hash, so
 * checkouts with other migrations (other branches, other worktrees) on the same server never
 * rebuild each other's template under their feet.
 */
export const templateName = (service: ServiceName) =>
  `wellness_test_template_${service}_${migrationsHash(service) ?? 'none'}`;

/**
 * A migrated template database per service, rebuilt only when its migrations change.
 * Test files then clone it, which takes milliseconds instead of a migrate run.
 */
export async function ensureTemplate(service: ServiceName): Promise<void> {
  const hash = migrationsHash(service);
  if (!hash) return;
  const name = templateName(service);
  const current = await withServer(async (client) => {
    const { rows } = await client.query(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [name],
    );
    return rows[0]?.comment as string | undefined;
  });
  if (current === hash) return;
  await withServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  execFileSync('npx', ['prisma', 'migrate', 'deploy'], {
    cwd: join(REPO_ROOT, 'services', service),
    env: { ...process.env, DATABASE_URL: databaseUrl(name) },
    stdio: 'pipe',
  });
  await withServer((client) => client.query(`COMMENT ON DATABASE "${name}" IS '${hash}'`));
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, cloned from the service's migrated template. */
export async function createTestDatabase(service: ServiceName): Promise<TestDatabase> {
  const name = `wellness_test_${service}_${randomBytes(5).toString('hex')}`;
  await withServer((client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName(service)}"`),
  );
  return {
    name,
    url: databaseUrl(name),
    drop: () =>
      withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/**
 * A fresh database holding only the event tables every service's migration creates
 * (`outbox_events`, `processed_events`), for testing the kit's outbox, relay and consumer without
 * any service. The DDL is read from a service's migration, so it is the one the services run.
 */
export async function createEventTablesDatabase(): Promise<TestDatabase> {
  const name = `wellness_test_kit_${randomBytes(5).toString('hex')}`;
  await withServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(name);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of eventTablesDdl()) await client.query(statement);
  } finally {
    await client.end();
  }
  return {
    name,
    url,
    drop: () =>
      withServer((server) => server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** The statements of checkin's first migration (nothing but the event tables) that create them. */
function eventTablesDdl(): string[] {
  const dir = join(REPO_ROOT, 'services', 'checkin', 'prisma', 'migrations');
  const [first] = readdirSync(dir)
    .filter((entry) => existsSync(join(dir, entry, 'migration.sql')))
    .sort();
  return readFileSync(join(dir, first, 'migration.sql'), 'utf8')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => /"(outbox_events|processed_events)"/.test(statement));
}

/** A BullMQ prefix no other test file uses. */
export function testQueuePrefix(label = 'test'): string {
  return `${label}-${randomBytes(5).toString('hex')}`;
}

export const TEST_IDENTITY_SECRET = 'test-identity-secret-that-is-long-enough-000';

/** The environment a service under test runs with: its own database and queue prefix, silent logs. */
export function testServiceEnv(
  service: ServiceName,
  databaseUrl: string,
  overrides: Partial<Record<string, string>> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: testQueuePrefix(service),
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    APP_URL: 'http://localhost:8080',
    ...overrides,
  };
}

/** Applies a service's migration SQL in order to an empty database (for servers other than the shared one). */
export async function applyMigrations(service: ServiceName, url: string): Promise<void> {
  const dir = join(REPO_ROOT, 'services', service, 'prisma', 'migrations');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const entry of readdirSync(dir).sort()) {
      const file = join(dir, entry, 'migration.sql');
      if (existsSync(file)) await client.query(readFileSync(file, 'utf8'));
    }
  } finally {
    await client.end();
  }
}
