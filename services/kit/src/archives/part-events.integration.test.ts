import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { eventQueueName } from '@wellness/contracts';
import { createEnvelope } from '../events/envelope';
import { mergeEventHandlers, startEventConsumer } from '../events/consumer';
import { DiskFileStore } from '../files/disk-store';
import { createLogger } from '../logger';
import { createRedis } from '../redis';
import * as testing from '../testing';
import type { EventTablesDb, PgSql } from '../testing';
import { archivePartEvents } from './part-events';
import type { ArchivePartDb } from './write-part';
import { archiveRequested } from './testing';

/**
 * A part takes a minute on a large business: while it is written, the service's consumer goes on
 * with its other events (it runs 10 at once; the part holds one of them).
 */
const log = createLogger('part-events-test', 'silent');
const filesDir = mkdtempSync(join(tmpdir(), 'part-events-'));
let tables: EventTablesDb;
let prefix: string;
let connection: IORedis;
let consumerRedis: ReturnType<typeof createRedis>;

beforeAll(async () => {
  tables = await testing.openEventTablesDb();
  prefix = testing.testQueuePrefix('kit-part-events');
  connection = new IORedis(testing.TEST_REDIS_URL, { maxRetriesPerRequest: null });
  consumerRedis = createRedis(testing.TEST_REDIS_URL);
});
afterAll(async () => {
  await new Queue(eventQueueName('crm'), { connection, prefix }).obliterate({ force: true });
  await connection.quit();
  consumerRedis.disconnect();
  await tables.close();
  await rm(filesDir, { recursive: true, force: true });
});

const until = async (what: () => Promise<boolean> | boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

it("goes on with the service's other events while a part is being written", async () => {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  // The part's snapshot (a repeatable-read transaction) waits for the gate: a part that takes long.
  const db: ArchivePartDb = {
    async $transaction(fn, options) {
      if (options?.isolationLevel) await gate;
      return tables.db.$transaction((tx) => fn({ ...tx, $queryRawUnsafe: () => [] } as never));
    },
  };
  const handled: string[] = [];
  const handlers = mergeEventHandlers<PgSql>(
    archivePartEvents(
      { service: 'crm', entities: [], derived: [], notArchived: [] },
      { db, files: new DiskFileStore(filesDir) },
    ),
    { 'user.registered': async (event) => void handled.push(event.id) },
  );
  const consumer = startEventConsumer({
    service: 'crm',
    connection: consumerRedis,
    prefix,
    logger: log,
    db: tables.db,
    handlers,
  });
  const queue = new Queue(eventQueueName('crm'), { connection, prefix });
  try {
    const request = archiveRequested();
    await queue.add(request.type, request, { jobId: request.id });
    const other = createEnvelope(
      'user.registered',
      {
        userId: randomUUID(),
        email: 'dee@example.com',
        firstName: 'D',
        lastName: 'U',
        role: 'client',
      },
      { correlationId: 'part-events-test', actor: null },
    );
    await queue.add(other.type, other, { jobId: other.id });
    await until(() => handled.includes(other.id));
    expect(await testing.outboxPayloads(tables.db, 'archive.part_ready')).toEqual([]);
    openGate();
    await until(
      async () => (await testing.outboxPayloads(tables.db, 'archive.part_ready')).length === 1,
    );
    const [part] = await testing.outboxPayloads(tables.db, 'archive.part_ready');
    expect(part).toMatchObject({
      archiveId: request.payload.archiveId,
      service: 'crm',
      error: null,
    });
  } finally {
    await consumer.close();
    await queue.close();
  }
}, 30_000);
