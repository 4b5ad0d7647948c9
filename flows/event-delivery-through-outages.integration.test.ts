import request from 'supertest';
import { Client } from 'pg';
import { OutboxRelay, createLogger, createRedis, startEventConsumer } from '@wellness/kit';
import {
  DisposablePostgres,
  DisposableRedis,
  TEST_REDIS_URL,
  applyMigrations,
  createTestDatabase,
  testQueuePrefix,
  waitFor,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { startAuth, startAuthOn } from '../services/auth/test/harness';
import { createCrmDb, crmEventHandlers, startCrmOn } from './support/crm';
import type { CrmDb } from './support/crm';

/**
 * auth → crm through the real relay, queue and consumer while Redis or Postgres goes away:
 * an outage delays events but loses none, and a request that failed during it leaves none.
 */
const log = createLogger('outage-flows', 'silent');
const registration = (email: string) => ({
  email,
  password: 'secret-pass',
  firstName: 'Rosa',
  lastName: 'Diaz',
});

let crmDatabase: TestDatabase;
let crm: CrmDb;
beforeAll(async () => {
  crmDatabase = await createTestDatabase('crm');
  crm = createCrmDb(crmDatabase.url);
});
afterAll(async () => {
  await crm.$disconnect();
  await crmDatabase.drop();
});

describe('Redis outage', () => {
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
      handlers: crmEventHandlers,
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
      // The relay marks the row published after adding its job, so the consumer may be first.
      await waitFor(
        async () => (await outage.db.outboxEvent.count({ where: { publishedAt: null } })) === 0,
        { what: 'the outbox row to be marked published' },
      );
      await waitFor(async () => (await request(outage.app).get('/ready')).status === 200, {
        what: 'readiness to recover',
      });
    } finally {
      await consumer.close();
      consumerRedis.disconnect();
      await relay.stop();
      relayRedis.disconnect();
      await outage.close();
      await redis.destroy();
    }
  }, 30000);
});

describe('Postgres outage', () => {
  it('reports not-ready, answers 503, recovers without a restart and loses no committed event', async () => {
    const postgres = await DisposablePostgres.start();
    const admin = new Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE auth');
    await admin.end();
    await applyMigrations('auth', postgres.url('auth'));
    const auth = await startAuthOn(postgres.url('auth'));
    const prefix = testQueuePrefix('pg-outage');
    const relayRedis = createRedis(TEST_REDIS_URL, { failFast: true });
    const consumerRedis = createRedis(TEST_REDIS_URL);
    const relay = new OutboxRelay({
      databaseUrl: postgres.url('auth'),
      redis: relayRedis,
      prefix,
      logger: log,
      pollIntervalMs: 200,
    });
    const consumer = startEventConsumer({
      service: 'crm',
      connection: consumerRedis,
      prefix,
      logger: log,
      db: crm,
      handlers: crmEventHandlers,
    });
    try {
      const person = { password: 'secret-pass', firstName: 'Pat', lastName: 'Ience' };
      await request(auth.app)
        .post('/api/auth/register')
        .send({ ...person, email: 'before@example.com' })
        .expect(201);

      await postgres.down();
      expect((await request(auth.app).get('/ready')).status).toBe(503);
      const during = await request(auth.app)
        .post('/api/auth/register')
        .send({ ...person, email: 'during@example.com' });
      expect(during.status).toBe(503);
      expect(during.body.error).toMatch(/temporarily unavailable/i);
      expect(JSON.stringify(during.body)).not.toMatch(/at .*\.ts:\d+/);

      await relay.start();
      await postgres.up();
      await waitFor(async () => (await request(auth.app).get('/ready')).status === 200, {
        timeoutMs: 15000,
        what: 'readiness to recover',
      });
      await request(auth.app)
        .post('/api/auth/register')
        .send({ ...person, email: 'after@example.com' })
        .expect(201);
      await waitFor(
        async () =>
          (await crm.approval.count({
            where: { email: { in: ['before@example.com', 'after@example.com'] } },
          })) === 2,
        {
          timeoutMs: 15000,
          what: 'both committed registrations to reach crm',
        },
      );
      expect(await crm.approval.count({ where: { email: 'during@example.com' } })).toBe(0);
    } finally {
      await consumer.close();
      consumerRedis.disconnect();
      await relay.stop();
      relayRedis.disconnect();
      await auth.close();
      await postgres.destroy();
    }
  }, 60000);
});

describe('Postgres restart under load', () => {
  /** Every answer, slow or refused, comes within this (a hang would not). */
  const ANSWER_BOUND_MS = 5000;

  it('answers every request within 5 s (201, or 503 with a clear message) and recovers auth and crm without a restart', async () => {
    const postgres = await DisposablePostgres.start();
    const admin = new Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE auth');
    await admin.query('CREATE DATABASE crm');
    await admin.end();
    await applyMigrations('auth', postgres.url('auth'));
    await applyMigrations('crm', postgres.url('crm'));
    const auth = await startAuthOn(postgres.url('auth'));
    const crmOnIt = startCrmOn(postgres.url('crm'));
    const prefix = testQueuePrefix('pg-load');
    const relayRedis = createRedis(TEST_REDIS_URL, { failFast: true });
    const consumerRedis = createRedis(TEST_REDIS_URL);
    const relay = new OutboxRelay({
      databaseUrl: postgres.url('auth'),
      redis: relayRedis,
      prefix,
      logger: log,
      pollIntervalMs: 200,
    });
    const consumer = startEventConsumer({
      service: 'crm',
      connection: consumerRedis,
      prefix,
      logger: log,
      db: crmOnIt.db,
      handlers: crmEventHandlers,
    });
    const timed = async (send: () => request.Test) => {
      const started = Date.now();
      const answer = await send();
      return { status: answer.status, body: answer.body, ms: Date.now() - started };
    };
    const readiness = () =>
      Promise.all([
        timed(() => request(auth.app).get('/ready')),
        timed(() => request(crmOnIt.app).get('/ready')),
      ]);
    interface Answer {
      email: string;
      status: number;
      body: { error?: string };
      ms: number;
    }
    const answers: Promise<Answer>[] = [];
    let producing = true;
    const producer = (async () => {
      for (let n = 0; producing; n += 1) {
        const email = `restart-${n}@example.com`;
        answers.push(
          timed(() => request(auth.app).post('/api/auth/register').send(registration(email))).then(
            (answer) => ({ email, ...answer }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const settledCount = async () =>
      (await Promise.all(answers.map((a) => Promise.race([a, null])))).filter(Boolean).length;
    try {
      await waitFor(async () => (await auth.db.user.count()) >= 5, {
        what: 'registrations before the restart',
      });

      await postgres.down();
      const sentBeforeDown = answers.length;
      const during = await readiness();
      expect(during.map((check) => check.status)).toEqual([503, 503]);
      for (const check of during) expect(check.ms).toBeLessThan(ANSWER_BOUND_MS);
      // Ten registrations sent and answered while it is down.
      await waitFor(
        async () =>
          answers.length >= sentBeforeDown + 10 && (await settledCount()) >= sentBeforeDown + 10,
        { what: 'registrations answered during the outage' },
      );

      await postgres.up();
      await waitFor(async () => (await readiness()).every((check) => check.status === 200), {
        timeoutMs: 15_000,
        what: 'auth and crm to be ready again without a restart',
      });
      // Started now, not before the restart: see 'a relay mid-batch when Postgres restarts' below.
      await relay.start();
      const sentAfterUp = answers.length;
      await waitFor(async () => answers.length >= sentAfterUp + 10, {
        what: 'registrations after the restart',
      });
      producing = false;
      await producer;
      const all = await Promise.all(answers);

      const slow = all.filter((answer) => answer.ms >= ANSWER_BOUND_MS);
      expect(slow).toEqual([]);
      const refused = all.filter((answer) => answer.status !== 201);
      expect(refused.length).toBeGreaterThanOrEqual(10);
      for (const answer of refused) {
        expect([answer.email, answer.status]).toEqual([answer.email, 503]);
        expect(answer.body.error).toMatch(/temporarily unavailable/i);
      }
      // The last ten, sent once both said ready, all went through.
      expect(all.slice(-10).map((answer) => answer.status)).toEqual(Array(10).fill(201));

      const created = all.filter((answer) => answer.status === 201).map((answer) => answer.email);
      const users = await auth.db.user.findMany({ select: { email: true } });
      expect(users.map((user) => user.email).sort()).toEqual([...created].sort());
      await waitFor(async () => (await crmOnIt.db.approval.count()) >= created.length, {
        timeoutMs: 20_000,
        what: 'every committed registration to reach crm',
      });
      const approvals = await crmOnIt.db.approval.groupBy({
        by: ['email'],
        _count: { _all: true },
      });
      expect(approvals.map((row) => row.email).sort()).toEqual([...created].sort());
      expect(approvals.filter((row) => row._count._all !== 1)).toEqual([]);
      expect(await crmOnIt.db.processedEvent.count()).toBe(created.length);
    } finally {
      producing = false;
      await producer;
      await Promise.allSettled(answers);
      await consumer.close();
      consumerRedis.disconnect();
      await relay.stop();
      relayRedis.disconnect();
      await Promise.all([auth.close(), crmOnIt.close()]);
      await postgres.destroy();
    }
  }, 90_000);
});

/**
 * The relay holds a pooled pg client through its transaction. While it waits on Redis between its
 * SELECT … FOR UPDATE and its UPDATE, Postgres terminating the session (a restart, a failover)
 * must roll the batch back for a later retry, not end the worker with an uncaught 'error'.
 */
describe('a relay mid-batch when Postgres restarts', () => {
  it('survives, and publishes the batch once Postgres and Redis are back', async () => {
    const postgres = await DisposablePostgres.start();
    const redis = await DisposableRedis.start();
    const admin = new Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE auth');
    await admin.end();
    await applyMigrations('auth', postgres.url('auth'));
    const auth = await startAuthOn(postgres.url('auth'));
    const relayRedis = createRedis(redis.url, { failFast: true });
    const relay = new OutboxRelay({
      databaseUrl: postgres.url('auth'),
      redis: relayRedis,
      prefix: testQueuePrefix('relay-mid-batch'),
      logger: log,
      pollIntervalMs: 200,
    });
    const watcher = new Client({ connectionString: postgres.url() });
    await watcher.connect();
    const unpublished = () => auth.db.outboxEvent.count({ where: { publishedAt: null } });
    try {
      await relay.start();
      await request(auth.app).post('/api/auth/register').send(registration('first@example.com'));
      await waitFor(async () => (await unpublished()) === 0, { what: 'the first to be published' });

      redis.pause();
      await request(auth.app).post('/api/auth/register').send(registration('second@example.com'));
      // The relay has locked the row and waits on Redis, its transaction open.
      await waitFor(
        async () =>
          (
            await watcher.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = 'auth' AND state = 'idle in transaction'
                 AND query ILIKE '%FOR UPDATE SKIP LOCKED%'`,
            )
          ).rowCount === 1,
        { what: 'the relay to wait on Redis mid-batch' },
      );
      await watcher.end();
      await postgres.down();
      await postgres.up();
      redis.resume();
      await waitFor(async () => (await unpublished()) === 0, {
        timeoutMs: 20_000,
        what: 'the second to be published after both came back',
      });
    } finally {
      redis.resume();
      await watcher.end().catch(() => undefined);
      await relay.stop();
      relayRedis.disconnect();
      await auth.close();
      await postgres.destroy();
      await redis.destroy();
    }
  }, 60_000);
});
