import request from 'supertest';
import { Client } from 'pg';
import { OutboxRelay, createLogger, createRedis } from '@wellness/kit';
import {
  DisposablePostgres,
  applyMigrations,
  testQueuePrefix,
  waitFor,
  TEST_REDIS_URL,
} from '@wellness/kit/src/testing';
import { startAuthOn } from './harness';

const log = createLogger('outage-test', 'silent');

/**
 * Postgres stops under a running service and comes back: the service reports not-ready and answers
 * clearly meanwhile, recovers without a restart, and events committed before and after the outage
 * are published (flows/ follows them into crm).
 */
describe('Postgres outage', () => {
  it('reports not-ready, answers 503, recovers without a restart and publishes every committed event', async () => {
    const postgres = await DisposablePostgres.start();
    const admin = new Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE auth');
    await admin.end();
    await applyMigrations('auth', postgres.url('auth'));
    const auth = await startAuthOn(postgres.url('auth'));
    const relayRedis = createRedis(TEST_REDIS_URL, { failFast: true });
    const relay = new OutboxRelay({
      databaseUrl: postgres.url('auth'),
      redis: relayRedis,
      prefix: testQueuePrefix('pg-outage'),
      logger: log,
      pollIntervalMs: 200,
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
      const emailsOf = async (published: boolean) =>
        (
          await auth.db.outboxEvent.findMany({
            where: { publishedAt: published ? { not: null } : null },
          })
        ).map((row) => (row.envelope as { payload: { email: string } }).payload.email);
      await waitFor(async () => (await emailsOf(true)).length === 2, {
        timeoutMs: 15000,
        what: 'both committed registrations to be published',
      });
      expect((await emailsOf(true)).sort()).toEqual(['after@example.com', 'before@example.com']);
      expect(await emailsOf(false)).toEqual([]);
    } finally {
      await relay.stop();
      relayRedis.disconnect();
      await auth.close();
      await postgres.destroy();
    }
  }, 60000);
});
