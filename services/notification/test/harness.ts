import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEnvelope, createLogger, createRedis } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import type { EventPayload, EventType } from '@wellness/contracts';
import { createTestDatabase, testServiceEnv, waitFor } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { DiskFileStore } from '@wellness/kit/src/files';
import type { FileStore } from '@wellness/kit/src/files';
import { configSchema } from '../src/config';
import type { NotificationConfig } from '../src/config';
import { createDb } from '../src/db';
import type { Db } from '../src/db';
import { buildNotificationService } from '../src/app';
import { buildNotificationDeps } from '../src/deps';
import { notificationEventHandlers } from '../src/events';
import { startEmailDelivery } from '../src/delivery/start';
import { startMailDev } from './mail-inbox';
import type { MailInbox } from './mail-inbox';
import type { DeliveryTuning } from '../src/delivery/start';

export const silentLogger = createLogger('notification', 'silent');

export interface NotificationHarness {
  app: ReturnType<typeof buildNotificationService>['app'];
  db: Db;
  config: NotificationConfig;
  database: TestDatabase;
  handlers: ReturnType<typeof notificationEventHandlers>;
  /** Present when started with `delivery`: the dispatcher, queue and delivery worker. */
  delivery?: ReturnType<typeof startEmailDelivery>;
  /** The store the service keeps attachments' files in (a folder of this test's own). */
  files: FileStore;
  /** A plain (blocking-capable) connection for tests that drive BullMQ themselves. */
  redis: Redis;
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Partial<Record<string, string>>;
  /** Start email delivery (dispatcher + worker) as the worker process does. */
  delivery?: boolean | DeliveryTuning;
}

/** The real notification service on its own fresh database and queue prefix. */
export async function startNotification(
  options: HarnessOptions = {},
): Promise<NotificationHarness> {
  const database = await createTestDatabase('notification');
  // Attachments go to a folder of this test's own, removed with it.
  const filesDir = mkdtempSync(join(tmpdir(), 'notification-files-'));
  const config = configSchema.parse(
    testServiceEnv('notification', database.url, { FILES_DIR: filesDir, ...options.env }),
  );
  const db = createDb(config.DATABASE_URL);
  const service = buildNotificationService(config, db);
  const producer = createRedis(config.REDIS_URL, {
    failFast: true,
    name: 'notification-test-producer',
  });
  const redis = createRedis(config.REDIS_URL, { name: 'notification-test' });
  const delivery = options.delivery
    ? startEmailDelivery(
        config,
        db,
        producer,
        silentLogger,
        typeof options.delivery === 'object' ? options.delivery : {},
      )
    : undefined;
  await delivery?.started;
  return {
    app: service.app,
    db,
    config,
    files: new DiskFileStore(filesDir),
    database,
    handlers: notificationEventHandlers(buildNotificationDeps(config, service.runtime, db)),
    delivery,
    redis,
    close: async () => {
      for (const close of delivery?.closers ?? []) await close();
      await removeQueueKeys(redis, config.QUEUE_PREFIX);
      await producer.quit().catch(() => undefined);
      await redis.quit().catch(() => undefined);
      await service.close();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Deletes every Redis key under the test's queue prefix. */
async function removeQueueKeys(redis: Redis, prefix: string) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** An envelope as a producing service's outbox would carry it. */
export function envelope<T extends EventType>(type: T, payload: EventPayload<T>) {
  return createEnvelope(type, payload, {
    correlationId: `test-${Math.random().toString(36).slice(2, 10)}`,
    actor: { service: 'auth' },
  });
}

/** The brand the email tests write with. */
export const TEST_BRAND = {
  COACH_EMAIL: 'sarah@coach.test',
  BUSINESS_NAME: 'Glow Coaching',
  COACH_NAME: 'Sarah',
  BRAND_COLOUR: '#7a2e8f',
  POSTAL_ADDRESS: 'Glow Coaching, 4 Mill Lane, York YO1 7HH',
} as const;

/**
 * notification as its worker runs it (delivery on), sending over SMTP to its own MailDev inbox,
 * with TEST_BRAND: what the email tests start.
 */
export async function startWithInbox(): Promise<{
  svc: NotificationHarness;
  inbox: MailInbox;
  close(): Promise<void>;
}> {
  const inbox = await startMailDev();
  const svc = await startNotification({
    env: { SMTP_URL: `smtp://127.0.0.1:${inbox.smtpPort}`, ...TEST_BRAND },
    delivery: true,
  });
  return {
    svc,
    inbox,
    close: async () => {
      await svc.close();
      await inbox.close();
    },
  };
}

/** The one email an event stored, once delivery has marked it sent (never two for one event). */
export async function sentEmailOfEvent(
  svc: Pick<NotificationHarness, 'db'>,
  relatedEventId: string,
) {
  const rows = await waitFor(
    async () => {
      const found = await svc.db.emailMessage.findMany({ where: { relatedEventId } });
      return found.some((row) => row.status === 'sent') ? found : null;
    },
    { what: `the email of event ${relatedEventId} sent`, timeoutMs: 15000 },
  );
  if (rows.length !== 1) throw new Error(`event ${relatedEventId} stored ${rows.length} emails`);
  return rows[0]!;
}
