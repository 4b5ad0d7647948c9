import type request from 'supertest';
import { createTestDatabase, testServiceEnv, waitFor } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { configSchema } from '../src/config';
import type { AuthConfig } from '../src/config';
import { createDb } from '../src/db';
import type { Db } from '../src/db';
import { buildAuthService } from '../src/app';
import { buildAuthDeps } from '../src/deps';
import type { AuthDeps } from '../src/deps';
import { startResetRequestWorker } from '../src/password/jobs';
import { hashPassword } from '../src/passwords';

export interface AuthHarness {
  app: ReturnType<typeof buildAuthService>['app'];
  db: Db;
  config: AuthConfig;
  /** Wired as the service wires them (for calling handlers directly in tests). */
  deps: AuthDeps;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real auth service on an existing database (its owner drops it), with the worker's
 * forgot-password job running as the worker process runs it.
 */
export async function startAuthOn(
  databaseUrl: string,
  overrides: Partial<Record<string, string>> = {},
): Promise<Omit<AuthHarness, 'database'>> {
  const config = configSchema.parse(testServiceEnv('auth', databaseUrl, overrides));
  const db = createDb(config.DATABASE_URL);
  const service = buildAuthService(config, db);
  const deps = buildAuthDeps(config, service.runtime, db);
  const resetRequests = startResetRequestWorker(deps, config, service.runtime.logger);
  await resetRequests.worker.waitUntilReady();
  return {
    app: service.app,
    db,
    config,
    deps,
    close: async () => {
      for (const close of resetRequests.closers) await close();
      await service.close();
    },
  };
}

/** The real auth service on its own fresh database and queue prefix. */
export async function startAuth(
  overrides: Partial<Record<string, string>> = {},
): Promise<AuthHarness> {
  const database = await createTestDatabase('auth');
  const auth = await startAuthOn(database.url, overrides);
  return {
    ...auth,
    database,
    close: async () => {
      await auth.close();
      await database.drop();
    },
  };
}

export async function createApprovedUser(
  db: Db,
  email: string,
  password: string,
  role: 'coach' | 'client' | 'nutritionist' = 'client',
) {
  return db.user.create({
    data: {
      email,
      firstName: 'Ava',
      lastName: 'Stone',
      role,
      approvalStatus: 'approved',
      passwordHash: await hashPassword(password),
    },
  });
}

/** The link of the user's latest reset email, once the forgot-password job has recorded it. */
export async function resetLinkOf(db: Db, userId: string): Promise<URL> {
  const envelope = await waitFor(
    async () => {
      const events = await db.outboxEvent.findMany({
        where: { type: 'user.password_reset_requested' },
        orderBy: { occurredAt: 'desc' },
      });
      return events
        .map((event) => event.envelope as { payload: { userId: string; resetUrl: string } })
        .find((e) => e.payload.userId === userId);
    },
    { what: 'the reset link to be emailed' },
  );
  return new URL(envelope.payload.resetUrl);
}

export function cookiesOf(response: request.Response): string[] {
  const header = response.headers['set-cookie'] as unknown as string[] | string | undefined;
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The `name=value` pairs a browser would send back. */
export function cookieHeader(response: request.Response): string {
  return cookiesOf(response)
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
