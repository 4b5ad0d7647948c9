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
import { createCrmDb, crmEventHandlers } from './support/crm';
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
      await redis.down();
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
