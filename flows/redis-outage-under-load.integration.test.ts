import request from 'supertest';
import { OutboxRelay, createLogger, createRedis, startEventConsumer } from '@wellness/kit';
import { DisposableRedis, testQueuePrefix, waitFor } from '@wellness/kit/src/testing';
import { startAuth } from '../services/auth/test/harness';
import { crmEventHandlers, startCrm } from './support/crm';

/**
 * Issue 20 §3.1: Redis stops for a whole minute while auth takes a registration every 100 ms,
 * then comes back. Auth and crm say they are not ready while it is away and ready again after,
 * without a restart; every registration reaches crm through the real relay, queue and consumer,
 * and none is processed twice.
 */
const OUTAGE_MS = 60_000;
const EVERY_MS = 100;
const log = createLogger('redis-outage-load', 'silent');

it('delivers every event produced during a 60 s Redis outage once, and readiness follows Redis', async () => {
  const redis = await DisposableRedis.start();
  const [auth, crm] = await Promise.all([
    startAuth({ REDIS_URL: redis.url }),
    startCrm({ REDIS_URL: redis.url }),
  ]);
  const prefix = testQueuePrefix('redis-load');
  const relayRedis = createRedis(redis.url, { failFast: true });
  const relay = new OutboxRelay({
    databaseUrl: auth.database.url,
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
    db: crm.db,
    handlers: crmEventHandlers,
  });
  /**
   * What the consumer answered for each event id, every time it handled it. (A job finished as
   * Redis died is not reported completed: its effect is counted in crm's database instead.)
   */
  const outcomes = new Map<string, string[]>();
  consumer.on('completed', (job, outcome) => {
    const id = (job.data as { id: string }).id;
    outcomes.set(id, [...(outcomes.get(id) ?? []), outcome]);
  });
  const ready = async (app: Parameters<typeof request>[0]) =>
    (await request(app).get('/ready')).status;
  const bothReady = async () => [await ready(auth.app), await ready(crm.app)];

  const answers: Promise<number>[] = [];
  let producing = true;
  const producer = (async () => {
    for (let n = 0; producing; n += 1) {
      answers.push(
        request(auth.app)
          .post('/api/auth/register')
          .send({
            email: `load-${n}@example.com`,
            password: 'secret-pass',
            firstName: 'Lou',
            lastName: `Number${n}`,
          })
          .then((answer) => answer.status),
      );
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();

  await relay.start();
  try {
    await waitFor(async () => (await crm.db.approval.count()) > 0, {
      what: 'the first registration to reach crm before the outage',
    });
    expect(await bothReady()).toEqual([200, 200]);

    await redis.down();
    const downAt = Date.now();
    let checks = 0;
    while (Date.now() - downAt < OUTAGE_MS) {
      expect(await bothReady()).toEqual([503, 503]);
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const producedDuringOutage = answers.length;
    expect(checks).toBeGreaterThan(10);
    expect(relay.lastError).not.toBeNull();

    await redis.up();
    await waitFor(async () => (await bothReady()).every((status) => status === 200), {
      timeoutMs: 15_000,
      what: 'auth and crm to be ready again without a restart',
    });
    // A few more after Redis returned, then the producer stops.
    await waitFor(async () => answers.length > producedDuringOutage + 20, {
      what: 'registrations after the outage',
    });
    producing = false;
    await producer;
    const statuses = await Promise.all(answers);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    // 100 ms apart, a minute long: hundreds of them, most of them during the outage.
    expect(statuses.length).toBeGreaterThan(OUTAGE_MS / EVERY_MS / 2);

    const produced = await auth.db.outboxEvent.findMany({ where: { type: 'user.registered' } });
    expect(produced).toHaveLength(statuses.length);
    const ids = produced.map((event) => event.id).sort();
    const processedIds = async () =>
      (await crm.db.processedEvent.findMany({ select: { eventId: true } }))
        .map((row) => row.eventId)
        .sort();
    await waitFor(async () => (await processedIds()).length === ids.length, {
      timeoutMs: 60_000,
      what: 'every registration to be processed by crm',
    });
    expect(await processedIds()).toEqual(ids);
    // None handled twice: no second effect, and the consumer never answered 'processed' twice.
    expect(
      [...outcomes.values()].filter((seen) => seen.filter((o) => o === 'processed').length > 1),
    ).toEqual([]);
    const approvals = await crm.db.approval.groupBy({ by: ['email'], _count: { _all: true } });
    expect(approvals).toHaveLength(statuses.length);
    expect(approvals.filter((row) => row._count._all !== 1)).toEqual([]);
    expect(await auth.db.outboxEvent.count({ where: { publishedAt: null } })).toBe(0);
  } finally {
    producing = false;
    await producer;
    await Promise.allSettled(answers);
    await consumer.close();
    consumerRedis.disconnect();
    await relay.stop();
    relayRedis.disconnect();
    await Promise.all([auth.close(), crm.close()]);
    await redis.destroy();
  }
}, 180_000);
