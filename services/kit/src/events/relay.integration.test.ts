import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { EVENT_SUBSCRIPTIONS, SERVICES, eventQueueName } from '@wellness/contracts';
import type { ServiceName } from '@wellness/contracts';
import { createLogger } from '../logger';
import { createRedis } from '../redis';
import { TEST_REDIS_URL, openEventTablesDb, testQueuePrefix, waitFor } from '../testing';
import type { EventTablesDb, PgTransactionRunner } from '../testing';
import { recordEvent } from './outbox';
import { OutboxRelay } from './relay';

/**
 * The relay on a database holding only the event tables and real Redis under its own queue
 * prefix: committed events reach every subscriber's queue once, with the event id as job id.
 */
const log = createLogger('relay-test', 'silent');
const context = { correlationId: 'relay-test', actor: { service: 'crm' } };
const TYPE = 'approval.decided';
const SUBSCRIBERS = EVENT_SUBSCRIPTIONS[TYPE];
const OTHERS = SERVICES.filter((service) => !SUBSCRIBERS.includes(service));

let tables: EventTablesDb;
let db: PgTransactionRunner;
let connection: IORedis;
let relayRedis: ReturnType<typeof createRedis>;
let prefix: string;
let queues: Map<ServiceName, Queue>;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  tables = await openEventTablesDb();
  db = tables.db;
  connection = new IORedis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  relayRedis = createRedis(TEST_REDIS_URL, { failFast: true });
});
afterAll(async () => {
  relayRedis.disconnect();
  connection.disconnect();
  await tables.close();
});
beforeEach(async () => {
  prefix = testQueuePrefix('kit-relay');
  queues = new Map(
    SERVICES.map((service) => [
      service,
      new Queue(eventQueueName(service), { connection, prefix }),
    ]),
  );
  await db.$executeRaw`DELETE FROM outbox_events`;
});
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  for (const queue of queues.values()) {
    await queue.obliterate({ force: true });
    await queue.close();
  }
});

function relay(options: { pollIntervalMs?: number } = {}) {
  const created = new OutboxRelay({
    databaseUrl: tables.database.url,
    redis: relayRedis,
    prefix,
    logger: log,
    ...options,
  });
  relays.push(created);
  return created;
}

const decision = () => ({
  userId: randomUUID(),
  email: 'ava@example.com',
  firstName: 'Ava',
  lastName: 'Stone',
  decision: 'approved' as const,
});
const commitEvent = () => db.$transaction((tx) => recordEvent(tx, TYPE, decision(), context));
const jobsIn = (service: ServiceName) => queues.get(service)!.getJobs();
const unpublished = async () =>
  Number(
    (
      await db.$queryRaw<{ count: string }[]>`
        SELECT count(*) FROM outbox_events WHERE published_at IS NULL`
    )[0].count,
  );

describe('publishing', () => {
  it('relays an event written in a committed transaction once to every subscriber queue, jobId = event id', async () => {
    expect(SUBSCRIBERS.length).toBeGreaterThan(1);
    const event = await commitEvent();
    const relayer = relay();
    expect(await relayer.publishBatch()).toBe(1);
    expect(await relayer.publishBatch()).toBe(0);
    expect(await unpublished()).toBe(0);

    // A crash between enqueueing and marking the row: the row is published again, the queues
    // still hold one job per subscriber.
    await db.$executeRaw`UPDATE outbox_events SET published_at = NULL`;
    expect(await relayer.publishBatch()).toBe(1);

    for (const service of SUBSCRIBERS) {
      const jobs = await jobsIn(service);
      expect(jobs.map((job) => [job.id, job.name])).toEqual([[event.id, TYPE]]);
      expect(jobs[0].data).toEqual(event);
    }
    for (const service of OTHERS) expect(await jobsIn(service)).toEqual([]);
  });

  it('relays nothing from a rolled-back transaction', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await recordEvent(tx, TYPE, decision(), context);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await relay().publishBatch()).toBe(0);
    for (const service of SERVICES) expect(await jobsIn(service)).toEqual([]);
  });

  it('does not publish an event whose transaction is still open', async () => {
    const relayer = relay();
    let release!: () => void;
    const open = db.$transaction(async (tx) => {
      await recordEvent(tx, TYPE, decision(), context);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await waitFor(async () => release, { what: 'the transaction to start' });
    expect(await relayer.publishBatch()).toBe(0);
    release();
    await open;
    expect(await relayer.publishBatch()).toBe(1);
  });
});

describe('waking up', () => {
  it('publishes a committed event within moments through LISTEN/NOTIFY, without waiting for a poll', async () => {
    await relay({ pollIntervalMs: 60_000 }).start();
    const committedAt = Date.now();
    const event = await commitEvent();
    const [job] = await waitFor(
      async () => {
        const jobs = await jobsIn(SUBSCRIBERS[0]);
        return jobs.length ? jobs : null;
      },
      { timeoutMs: 3000, what: 'the relay to publish without polling' },
    );
    expect(job.id).toBe(event.id);
    // The row is marked in the same transaction, a moment after the jobs were added.
    const publishedAt = await waitFor(async () => {
      const [row] = await db.$queryRaw<{ published_at: Date | null }[]>`
        SELECT published_at FROM outbox_events WHERE id = ${event.id}::uuid`;
      return row.published_at;
    });
    expect(publishedAt.getTime() - committedAt).toBeLessThan(2000);
  });

  it('sweeps, when it starts, the events committed while it was down', async () => {
    const missed = [await commitEvent(), await commitEvent()];
    await relay({ pollIntervalMs: 60_000 }).start();
    const ids = (await jobsIn(SUBSCRIBERS[0])).map((job) => job.id).sort();
    expect(ids).toEqual(missed.map((event) => event.id).sort());
    expect(await unpublished()).toBe(0);
  });

  it('sweeps what it missed while its listener was cut off, once the listener is back', async () => {
    await relay({ pollIntervalMs: 60_000 }).start();
    await db.$queryRaw`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%'`;
    const event = await commitEvent();
    await waitFor(async () => (await jobsIn(SUBSCRIBERS[0])).some((job) => job.id === event.id), {
      timeoutMs: 5000,
      what: 'the relay to reconnect and sweep',
    });
  });
});
