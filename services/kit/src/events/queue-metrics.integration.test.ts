import { Queue } from 'bullmq';
import request from 'supertest';
import { JOB_QUEUES, eventQueueName } from '@wellness/contracts';
import { createHttpApp } from '../http/app';
import { createLogger } from '../logger';
import { createRedis } from '../redis';
import type { Redis } from '../redis';
import { TEST_IDENTITY_SECRET, TEST_REDIS_URL, testQueuePrefix } from '../testing/infrastructure';
import { QueueCounter, queuesOfService } from './queue-metrics';

/** `/metrics` of a service built as the kit builds it, with its queues' job counts. */
function appWith(counter: QueueCounter) {
  return createHttpApp({
    service: 'crm',
    logger: createLogger('crm', 'silent'),
    identitySecret: TEST_IDENTITY_SECRET,
    readiness: [],
    lifecycle: { shuttingDown: false },
    queueCounter: counter,
    routes: () => undefined,
  });
}

const sample = (metrics: string, queue: string, state: string) => {
  const line = metrics
    .split('\n')
    .find(
      (l) =>
        l.startsWith('bullmq_queue_jobs{') &&
        l.includes(`queue="${queue}"`) &&
        l.includes(`state="${state}"`),
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

let connection: Redis;
const counters: QueueCounter[] = [];
const queues: Queue[] = [];

beforeAll(() => {
  connection = createRedis(TEST_REDIS_URL, { failFast: true, name: 'queue-metrics-test' });
});

afterAll(async () => {
  await Promise.all(queues.map((q) => q.obliterate({ force: true }).catch(() => undefined)));
  await Promise.all([...queues, ...counters].map((q) => q.close()));
  await connection.quit();
});

describe("a service's /metrics", () => {
  it('has gauges of the waiting, active, delayed and failed jobs of the queues it produces or consumes', async () => {
    const prefix = testQueuePrefix('metrics');
    const inbox = new Queue(eventQueueName('crm'), { connection, prefix });
    queues.push(inbox);
    await inbox.add('lead.created', {}, { jobId: 'a' });
    await inbox.add('lead.created', {}, { jobId: 'b' });
    await inbox.add('lead.created', {}, { jobId: 'c', delay: 60_000 });
    const counter = new QueueCounter({
      connection,
      prefix,
      queues: queuesOfService('crm'),
      cacheMs: 60_000,
    });
    counters.push(counter);
    const app = appWith(counter);

    const metrics = (await request(app).get('/metrics').expect(200)).text;
    expect(metrics).toContain('# TYPE bullmq_queue_jobs gauge');
    expect(sample(metrics, 'events-crm', 'waiting')).toBe(2);
    expect(sample(metrics, 'events-crm', 'delayed')).toBe(1);
    expect(sample(metrics, 'events-crm', 'active')).toBe(0);
    expect(sample(metrics, 'events-crm', 'failed')).toBe(0);
    expect(sample(metrics, JOB_QUEUES.paymentDunning, 'waiting')).toBe(0);
    // Another service's queues are that service's to report.
    expect(sample(metrics, 'events-auth', 'waiting')).toBeUndefined();
    expect(sample(metrics, JOB_QUEUES.emailSend, 'waiting')).toBeUndefined();
    expect(metrics).toMatch(/^bullmq_queue_counts_up\{service="crm"\} 1$/m);
    expect(metrics).toMatch(
      /bullmq_queue_jobs\{queue="events-crm",state="waiting",service="crm"\} 2/,
    );

    // A scrape storm reads Redis once per cache period.
    await inbox.add('lead.created', {}, { jobId: 'd' });
    const again = (await request(app).get('/metrics')).text;
    expect(sample(again, 'events-crm', 'waiting')).toBe(2);
  });

  it('reads again once the cache period is over', async () => {
    const prefix = testQueuePrefix('metrics');
    const inbox = new Queue(eventQueueName('crm'), { connection, prefix });
    queues.push(inbox);
    const counter = new QueueCounter({ connection, prefix, queues: ['events-crm'], cacheMs: 50 });
    counters.push(counter);
    expect((await counter.counts())['events-crm'].waiting).toBe(0);
    await inbox.add('lead.created', {}, { jobId: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await counter.counts())['events-crm'].waiting).toBe(1);
  });

  it('still answers, quickly and without queue samples, while Redis is away', async () => {
    const away = createRedis('redis://127.0.0.1:1', { failFast: true, name: 'queue-metrics-away' });
    const counter = new QueueCounter({
      connection: away,
      prefix: 'away',
      queues: queuesOfService('crm'),
    });
    const started = Date.now();
    const metrics = (await request(appWith(counter)).get('/metrics').expect(200)).text;
    expect(Date.now() - started).toBeLessThan(1500);
    expect(metrics).toMatch(/^bullmq_queue_counts_up\{service="crm"\} 0$/m);
    expect(metrics).not.toMatch(/^bullmq_queue_jobs\{/m);
    await counter.close();
    away.disconnect();
  });
});
