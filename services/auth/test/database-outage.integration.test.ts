import request from 'supertest';
import { Client } from 'pg';
import { OutboxRelay, createLogger, createRedis, startEventConsumer } from '@wellness/kit';
import {
  DisposablePostgres,
  applyMigrations,
  createTestDatabase,
  testQueuePrefix,
  waitFor,
  TEST_REDIS_URL,
} from '@wellness/kit/src/testing';
import { createDb as createCrmDb } from '../../crm/src/db';
import { approvalEventHandlers } from '../../crm/src/approvals/handlers';
import { startAuthOn } from './harness';

const log = createLogger('outage-test', 'silent');

/**
 * Postgres stops under a running service and comes back: the service reports not-ready and answers
 * clearly meanwhile, recovers without a restart, and an event committed before the outage is delivered.
 */
describe('Postgres outage', () => {
  it('reports not-ready, answers 503, recovers without a restart and loses no committed event', async () => {
    const postgres = await DisposablePostgres.start();
    const admin = new Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE auth');
    await admin.end();
    await applyMigrations('auth', postgres.url('auth'));
    const auth = await startAuthOn(postgres.url('auth'));
    const crmDatabase = await createTestDatabase('crm');
    const crm = createCrmDb(crmDatabase.url);
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
      handlers: approvalEventHandlers,
    });
    try {
      const registration = { password: 'secret-pass', firstName: 'Pat', lastName: 'Ience' };
      await request(auth.app)
        .post('/api/auth/register')
        .send({ ...registration, email: 'before@example.com' })
        .expect(201);

      await postgres.down();
      expect((await request(auth.app).get('/ready')).status).toBe(503);
      const during = await request(auth.app)
        .post('/api/auth/register')
        .send({ ...registration, email: 'during@example.com' });
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
        .send({ ...registration, email: 'after@example.com' })
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
      await crm.$disconnect();
      await crmDatabase.drop();
      await postgres.destroy();
    }
  }, 60000);
});
