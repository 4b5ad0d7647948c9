import request from 'supertest';
import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import {
  createEnvelope,
  createLogger,
  consumeEvent,
  createRedis,
  recordEvent,
  startEventConsumer,
  OutboxRelay,
} from '@wellness/kit';
import {
  DisposableRedis,
  TEST_REDIS_URL,
  createTestDatabase,
  testQueuePrefix,
  waitFor,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { eventQueueName } from '@wellness/contracts';
import { createDb as createCrmDb } from '../../crm/src/db';
import type { Db as CrmDb } from '../../crm/src/db';
import { approvalEventHandlers } from '../../crm/src/approvals/handlers';
import { startAuth } from './harness';
import type { AuthHarness } from './harness';

const log = createLogger('events-test', 'silent');
const registration = (email: string) => ({
  email,
  password: 'secret-pass',
  firstName: 'Rosa',
  lastName: 'Diaz',
});

/** Producer: the real auth service. Consumer: crm's approvals inbox. Both on fresh databases. */
let auth: AuthHarness;
let crmDatabase: TestDatabase;
let crm: CrmDb;

beforeAll(async () => {
  auth = await startAuth();
  crmDatabase = await createTestDatabase('crm');
  crm = createCrmDb(crmDatabase.url);
});
afterAll(async () => {
  await crm.$disconnect();
  await crmDatabase.drop();
  await auth.close();
});

describe('transactional outbox', () => {
  it('writes an event only when its transaction commits', async () => {
    const payload = {
      userId: '6a1f8f0e-8f55-4bb4-9d53-0b43a6c0f001',
      email: 'r@x.io',
      firstName: 'R',
      lastName: 'D',
      role: 'client' as const,
    };
    await expect(
      auth.db.$transaction(async (tx) => {
        await recordEvent(tx, 'user.registered', payload, { correlationId: 'c1', actor: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await auth.db.outboxEvent.count()).toBe(0);

    await request(auth.app)
      .post('/api/auth/register')
      .send(registration('commit@example.com'))
      .expect(201);
    const rows = await auth.db.outboxEvent.findMany();
    expect(rows.map((row) => row.type)).toEqual(['user.registered']);
    expect(JSON.stringify(rows[0].envelope)).not.toContain('secret-pass');
  });

  it('does not publish an event whose transaction is still open', async () => {
    const redis = createRedis(TEST_REDIS_URL, { failFast: true });
    const relay = new OutboxRelay({
      databaseUrl: auth.database.url,
      redis,
      prefix: testQueuePrefix(),
      logger: log,
    });
    await relay.publishBatch();
    let release!: () => void;
    const open = auth.db.$transaction(async (tx) => {
      await recordEvent(
        tx,
        'team.member_deactivated',
        { userId: '6a1f8f0e-8f55-4bb4-9d53-0b43a6c0f002' },
        { correlationId: 'c2', actor: null },
      );
      await new Promise<void>((resolve) => (release = resolve));
    });
    await waitFor(async () => release, { what: 'the transaction to start' });
    expect(await relay.publishBatch()).toBe(0);
    release();
    await open;
    expect(await relay.publishBatch()).toBe(1);
    await relay.stop();
    redis.disconnect();
  });
});

describe('relay wake-up', () => {
  it('publishes a committed event within moments through LISTEN/NOTIFY, without waiting for a poll', async () => {
    const redis = createRedis(TEST_REDIS_URL, { failFast: true });
    const prefix = testQueuePrefix('notify');
    const relay = new OutboxRelay({
      databaseUrl: auth.database.url,
      redis,
      prefix,
      logger: log,
      pollIntervalMs: 60_000,
    });
    await relay.start();
    await relay.wake();
    try {
      const committedAt = Date.now();
      await request(auth.app)
        .post('/api/auth/register')
        .send(registration('notify@example.com'))
        .expect(201);
      const published = await waitFor(
        () =>
          auth.db.outboxEvent.findFirst({
            where: {
              publishedAt: { not: null },
              envelope: { path: ['payload', 'email'], equals: 'notify@example.com' },
            },
          }),
        { timeoutMs: 3000, what: 'the relay to publish without polling' },
      );
      expect(published.publishedAt!.getTime() - committedAt).toBeLessThan(2000);
    } finally {
      await relay.stop();
      redis.disconnect();
    }
  });
});

describe('delivery through Redis outages', () => {
  it('keeps the API answering while Redis is down and delivers the event after it returns', async () => {
    const redis = await DisposableRedis.start();
    const outage = await startAuth({ REDIS_URL: redis.url });
    const prefix = testQueuePrefix('outage');
    const relayRedis = createRedis(redis.url, { failFast: true });
    const relay = new OutboxRelay({
      databaseUrl: outage.database.url,
      redis: relayRedis,
      prefix,
      logger: log,
      pollIntervalMs: 200,
    });
    const consumerRedis = createRedis(redis.url);
    const consumer = startEventConsumer({
      service: 'crm',
      connection: consumerRedis,
      prefix,
      logger: log,
      db: crm,
      handlers: approvalEventHandlers,
    });
    await relay.start();
    try {
      await redis.down();
      const answered = await request(outage.app)
        .post('/api/auth/register')
        .send(registration('outage@example.com'));
      expect(answered.status).toBe(201);
      expect((await request(outage.app).get('/ready')).status).toBe(503);
      await waitFor(async () => relay.lastError, { what: 'the relay to notice the outage' });
      expect(await outage.db.outboxEvent.count({ where: { publishedAt: null } })).toBe(1);

      await redis.up();
      const approval = await waitFor(
        () => crm.approval.findFirst({ where: { email: 'outage@example.com' } }),
        {
          timeoutMs: 15000,
          what: 'the approval to arrive after Redis returned',
        },
      );
      expect(approval.status).toBe('pending');
      expect(await outage.db.outboxEvent.count({ where: { publishedAt: null } })).toBe(0);
      await waitFor(async () => (await request(outage.app).get('/ready')).status === 200, {
        what: 'readiness to recover',
      });
    } finally {
      await consumer.close();
      consumerRedis.disconnect();
      await relay.stop();
      relayRedis.disconnect();
      await outage.close();
      await redis.down();
    }
  }, 30000);
});

describe('consumers', () => {
  const envelope = () =>
    createEnvelope(
      'user.registered',
      {
        userId: '6a1f8f0e-8f55-4bb4-9d53-0b43a6c0f003',
        email: 'dup@example.com',
        firstName: 'Dee',
        lastName: 'Upp',
        role: 'client',
      },
      { correlationId: 'c3', actor: null },
    );

  it('handles a duplicate delivery once', async () => {
    const event = envelope();
    expect(await consumeEvent(event, crm, approvalEventHandlers, log)).toBe('processed');
    expect(await consumeEvent(event, crm, approvalEventHandlers, log)).toBe('duplicate');
    expect(await crm.approval.count({ where: { email: 'dup@example.com' } })).toBe(1);
    expect(await crm.processedEvent.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('handles the same event delivered twice through BullMQ once', async () => {
    const prefix = testQueuePrefix('dup');
    const connection = new IORedis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(eventQueueName('crm'), { connection, prefix });
    const eventsConnection = new IORedis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const events = new QueueEvents(eventQueueName('crm'), { connection: eventsConnection, prefix });
    const consumerRedis = createRedis(TEST_REDIS_URL);
    const consumer = startEventConsumer({
      service: 'crm',
      connection: consumerRedis,
      prefix,
      logger: log,
      db: crm,
      handlers: approvalEventHandlers,
    });
    const event = createEnvelope(
      'user.registered',
      {
        userId: '6a1f8f0e-8f55-4bb4-9d53-0b43a6c0f004',
        email: 'twice@example.com',
        firstName: 'Tw',
        lastName: 'Ice',
        role: 'client',
      },
      { correlationId: 'c4', actor: null },
    );
    try {
      await events.waitUntilReady();
      const first = await queue.add(event.type, event, { jobId: `${event.id}-a` });
      const second = await queue.add(event.type, event, { jobId: `${event.id}-b` });
      const results = await Promise.all([
        first.waitUntilFinished(events),
        second.waitUntilFinished(events),
      ]);
      expect(results.sort()).toEqual(['duplicate', 'processed']);
      expect(await crm.approval.count({ where: { email: 'twice@example.com' } })).toBe(1);
    } finally {
      await consumer.close();
      consumerRedis.disconnect();
      await events.close();
      eventsConnection.disconnect();
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  });

  it('fails a malformed payload at once, keeps it for inspection, and changes nothing', async () => {
    const prefix = testQueuePrefix('poison');
    const connection = new IORedis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(eventQueueName('crm'), { connection, prefix });
    const consumerRedis = createRedis(TEST_REDIS_URL);
    const consumer = startEventConsumer({
      service: 'crm',
      connection: consumerRedis,
      prefix,
      logger: log,
      db: crm,
      handlers: approvalEventHandlers,
    });
    const before = await crm.approval.count();
    try {
      const poisoned = { ...envelope(), payload: { userId: 'not-a-uuid', email: 'nope' } };
      const job = await queue.add('user.registered', poisoned, {
        attempts: 6,
        backoff: { type: 'exponential', delay: 100 },
      });
      const failed = await waitFor(
        async () =>
          (await queue.getJobState(job.id!)) === 'failed' ? queue.getJob(job.id!) : null,
        { what: 'the poisoned job to fail' },
      );
      expect(failed?.attemptsMade).toBe(1);
      expect(failed?.failedReason).toMatch(/Malformed event rejected/);
      expect(await queue.getFailedCount()).toBe(1);
      expect(await crm.approval.count()).toBe(before);
    } finally {
      await consumer.close();
      consumerRedis.disconnect();
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  });
});
