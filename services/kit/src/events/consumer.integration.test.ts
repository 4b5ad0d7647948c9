import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import { eventQueueName } from '@wellness/contracts';
import { createLogger } from '../logger';
import { createRedis } from '../redis';
import * as testing from '../testing';
import type { EventTablesDb, PgSql, PgTransactionRunner } from '../testing';
import { consumeEvent, startEventConsumer } from './consumer';
import type { EventHandlers } from './consumer';
import { createEnvelope } from './envelope';

/**
 * The consumer on a database holding only the event tables plus the test's own `effects` table,
 * and real Redis under its own queue prefix. The handler's effect is a row in `effects`.
 */
const log = createLogger('consumer-test', 'silent');
let tables: EventTablesDb;
let db: PgTransactionRunner;

/** Event ids whose handler fails, after writing its effect, this many more times. */
const failuresLeft = new Map<string, number>();
const committedSeen: string[] = [];
const handlers: EventHandlers<PgSql> = {
  'user.registered': async (event, tx, ctx) => {
    await tx.$executeRaw`INSERT INTO effects (event_id, email) VALUES (${event.id}::uuid, ${event.payload.email})`;
    const left = failuresLeft.get(event.id) ?? 0;
    if (left > 0) {
      failuresLeft.set(event.id, left - 1);
      throw new Error('handler failed');
    }
    ctx.afterCommit(async () => {
      // Runs outside the transaction: the effect is visible to everyone by now.
      const [row] = await db.$queryRaw<{ count: string }[]>`
        SELECT count(*) FROM effects WHERE event_id = ${event.id}::uuid`;
      if (row.count === '1') committedSeen.push(event.id);
    });
  },
};

beforeAll(async () => {
  tables = await testing.openEventTablesDb();
  db = tables.db;
  await db.$executeRaw`CREATE TABLE effects (id serial PRIMARY KEY, event_id uuid NOT NULL, email text NOT NULL)`;
});
afterAll(async () => {
  await tables.close();
});

const registered = () =>
  createEnvelope(
    'user.registered',
    {
      userId: randomUUID(),
      email: `${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Dee',
      lastName: 'Upp',
      role: 'client',
    },
    { correlationId: 'consumer-test', actor: null },
  );
const effectsOf = async (id: string) =>
  Number(
    (
      await db.$queryRaw<{ count: string }[]>`
        SELECT count(*) FROM effects WHERE event_id = ${id}::uuid`
    )[0].count,
  );
const processedMarksOf = async (id: string) =>
  Number(
    (
      await db.$queryRaw<{ count: string }[]>`
        SELECT count(*) FROM processed_events WHERE event_id = ${id}::uuid`
    )[0].count,
  );

describe('consumeEvent', () => {
  it('processes an event once: a duplicate delivery has no second effect', async () => {
    const event = registered();
    expect(await consumeEvent(event, db, handlers, log)).toBe('processed');
    expect(await consumeEvent(event, db, handlers, log)).toBe('duplicate');
    expect(await effectsOf(event.id)).toBe(1);
    expect(await processedMarksOf(event.id)).toBe(1);
    await testing.waitFor(async () => committedSeen.includes(event.id), {
      what: 'the after-commit effect',
    });
  });

  it('rolls back both the effect and the processed mark when the handler fails', async () => {
    const event = registered();
    failuresLeft.set(event.id, 1);
    await expect(consumeEvent(event, db, handlers, log)).rejects.toThrow('handler failed');
    expect(await effectsOf(event.id)).toBe(0);
    expect(await processedMarksOf(event.id)).toBe(0);
    expect(committedSeen).not.toContain(event.id);
    // The redelivery is not mistaken for a duplicate.
    expect(await consumeEvent(event, db, handlers, log)).toBe('processed');
    expect(await effectsOf(event.id)).toBe(1);
  });

  it('ignores an event type it has no handler for, and records nothing', async () => {
    const event = createEnvelope(
      'team.member_deactivated',
      { userId: randomUUID() },
      { correlationId: 'consumer-test', actor: null },
    );
    expect(await consumeEvent(event, db, handlers, log)).toBe('ignored');
    expect(await processedMarksOf(event.id)).toBe(0);
  });
});

describe('the event consumer on its queue', () => {
  let prefix: string;
  let connection: IORedis;
  let queue: Queue;
  let events: QueueEvents;
  let eventsConnection: IORedis;
  let consumerRedis: ReturnType<typeof createRedis>;
  let consumer: ReturnType<typeof startEventConsumer>;

  beforeEach(async () => {
    prefix = testing.testQueuePrefix('kit-consumer');
    connection = new IORedis(testing.TEST_REDIS_URL, { maxRetriesPerRequest: null });
    eventsConnection = new IORedis(testing.TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(eventQueueName('crm'), { connection, prefix });
    events = new QueueEvents(eventQueueName('crm'), { connection: eventsConnection, prefix });
    consumerRedis = createRedis(testing.TEST_REDIS_URL);
    consumer = startEventConsumer({
      service: 'crm',
      connection: consumerRedis,
      prefix,
      logger: log,
      db,
      handlers,
    });
    await events.waitUntilReady();
  });
  afterEach(async () => {
    await consumer.close();
    consumerRedis.disconnect();
    await events.close();
    eventsConnection.disconnect();
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  });

  it('handles the same event delivered twice through BullMQ once', async () => {
    const event = registered();
    const first = await queue.add(event.type, event, { jobId: `${event.id}-a` });
    const second = await queue.add(event.type, event, { jobId: `${event.id}-b` });
    const results = await Promise.all([
      first.waitUntilFinished(events),
      second.waitUntilFinished(events),
    ]);
    expect(results.sort()).toEqual(['duplicate', 'processed']);
    expect(await effectsOf(event.id)).toBe(1);
  });

  it('retries a failed handler with nothing left of the failed attempt', async () => {
    const event = registered();
    failuresLeft.set(event.id, 2);
    const job = await queue.add(event.type, event, {
      jobId: event.id,
      attempts: 4,
      backoff: { type: 'fixed', delay: 50 },
    });
    expect(await job.waitUntilFinished(events, 10_000)).toBe('processed');
    const done = await queue.getJob(job.id!);
    expect(done?.attemptsMade).toBe(3);
    expect(await effectsOf(event.id)).toBe(1);
    expect(await processedMarksOf(event.id)).toBe(1);
  });

  it('fails a malformed message at once, without retries, keeps it for inspection and changes nothing', async () => {
    const poisoned = { ...registered(), payload: { userId: 'not-a-uuid', email: 'nope' } };
    const job = await queue.add('user.registered', poisoned, {
      attempts: 6,
      backoff: { type: 'exponential', delay: 100 },
    });
    const failed = await testing.waitFor(
      async () => ((await queue.getJobState(job.id!)) === 'failed' ? queue.getJob(job.id!) : null),
      { what: 'the poisoned job to fail' },
    );
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/Malformed event rejected/);
    expect(await queue.getFailedCount()).toBe(1);
    expect(await effectsOf(poisoned.id)).toBe(0);
    expect(await processedMarksOf(poisoned.id)).toBe(0);
  });
});
