import request from 'supertest';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { OutboxRelay, createLogger, createRedis } from '@wellness/kit';
import { DisposableRedis, testQueuePrefix, waitFor } from '@wellness/kit/src/testing';
import { EVENT_SUBSCRIPTIONS, eventQueueName } from '@wellness/contracts';
import { startAuth } from './harness';
import type { AuthHarness } from './harness';

/**
 * auth as a producer: its events are written with the change and leave through the relay, even
 * across a Redis outage. (The kit's own tests cover the outbox, relay and consumer in general;
 * flows/ follows the events into crm.)
 */
const log = createLogger('events-test', 'silent');
const registration = (email: string) => ({
  email,
  password: 'secret-pass',
  firstName: 'Rosa',
  lastName: 'Diaz',
});

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

describe('transactional outbox', () => {
  it('writes user.registered with the registration, never the password', async () => {
    expect(await auth.db.outboxEvent.count()).toBe(0);
    await request(auth.app)
      .post('/api/auth/register')
      .send(registration('commit@example.com'))
      .expect(201);
    const rows = await auth.db.outboxEvent.findMany();
    expect(rows.map((row) => row.type)).toEqual(['user.registered']);
    expect(JSON.stringify(rows[0].envelope)).not.toContain('secret-pass');
  });
});

describe('delivery through Redis outages', () => {
  it('keeps the API answering while Redis is down and publishes the event after it returns', async () => {
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
    const [subscriber] = EVENT_SUBSCRIPTIONS['user.registered'];
    const connection = new IORedis(redis.url, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const inbox = new Queue(eventQueueName(subscriber), { connection, prefix });
    inbox.on('error', () => undefined);
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
      const event = await outage.db.outboxEvent.findFirstOrThrow();
      const job = await waitFor(() => inbox.getJob(event.id), {
        timeoutMs: 15000,
        what: 'the event to reach the inbox after Redis returned',
      });
      expect(job.data).toEqual(event.envelope);
      // The relay marks the row published after the queue has the job: wait for that second step.
      await waitFor(
        async () => (await outage.db.outboxEvent.count({ where: { publishedAt: null } })) === 0,
        { what: 'the event to be marked published' },
      );
      await waitFor(async () => (await request(outage.app).get('/ready')).status === 200, {
        what: 'readiness to recover',
      });
    } finally {
      await inbox.close();
      connection.disconnect();
      await relay.stop();
      relayRedis.disconnect();
      await outage.close();
      await redis.destroy();
    }
  }, 30000);
});
