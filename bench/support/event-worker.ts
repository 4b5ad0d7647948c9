/**
 * A child process for bench/event-bus.ts, forked with an IPC channel. One of three roles:
 *  - raw:   a bare BullMQ Worker running a no-op processor (the baseline);
 *  - crm:   crm's real event consumer: kit `startEventConsumer` with crm's event handlers (crmEventHandlers)
 *           on a crm database, wired as `runWorker` wires it (SQL-only handlers' transactions on
 *           crm's hot-path pool);
 *  - relay: the kit `OutboxRelay` on auth's database, wired as `runWorker` wires it;
 *  - crm-single: the comparison for the group commit: crm's consumer as it ran before it, kit
 *           `consumeEvent` per job (one transaction per event) at concurrency 10;
 * It reports completion times (wall clock, sub-millisecond) so the bench can time across processes.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'bullmq';
import {
  OutboxRelay,
  consumeEvent,
  createLogger,
  createRedis,
  startEventConsumer,
} from '@wellness/kit';
import { eventQueueName } from '@wellness/contracts';
import { createDb as createCrmDb } from '../../services/crm/src/db';
import { crmEventHandlers } from '../../services/crm/src/events';

export type WorkerRole = 'raw' | 'crm' | 'crm-single' | 'relay';

export interface StartMessage {
  type: 'start';
  role: WorkerRole;
  redisUrl: string;
  prefix: string;
  /** raw: the queue name. */
  queue?: string;
  /** crm: the consumer's database; relay: the producer's. */
  databaseUrl?: string;
  concurrency?: number;
  /** crm: the group commit's most open transactions (unset: the kit default). */
  maxTransactions?: number;
}

export type ToWorker =
  StartMessage | { type: 'expect'; count: number } | { type: 'report' } | { type: 'stop' };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; at: number; count: number; failed: number }
  | { type: 'report'; completions: [string, number][] }
  | { type: 'stopped' };

const now = () => performance.timeOrigin + performance.now();
const send = (message: FromWorker) => process.send?.(message);

let expected = Infinity;
let count = 0;
let failed = 0;
let completions: [string, number][] = [];
let stop: () => Promise<void> = async () => undefined;

function completed(id: string | undefined) {
  completions.push([id ?? '', now()]);
  count++;
  if (count === expected) send({ type: 'done', at: now(), count, failed });
}

async function start(message: StartMessage) {
  const logger = createLogger(`bench-${message.role}`, process.env.LOG_LEVEL ?? 'info');
  if (message.role === 'relay') {
    // As runWorker: the relay publishes over a fail-fast connection, default batch and poll.
    const redis = createRedis(message.redisUrl, { failFast: true, name: 'bench-relay' });
    const relay = new OutboxRelay({
      databaseUrl: message.databaseUrl!,
      redis,
      prefix: message.prefix,
      logger,
    });
    await relay.start();
    stop = async () => {
      await relay.stop();
      await redis.quit().catch(() => undefined);
    };
    return;
  }
  const connection = createRedis(message.redisUrl, { name: `bench-${message.role}` });
  let worker: Worker;
  if (message.role === 'raw') {
    worker = new Worker(message.queue!, async () => undefined, {
      connection,
      prefix: message.prefix,
      concurrency: message.concurrency ?? 50,
    });
    worker.on('error', (error) => logger.warn({ err: error }, 'worker error'));
    stop = async () => {
      await worker.close();
      await connection.quit().catch(() => undefined);
    };
  } else if (message.role === 'crm-single') {
    const db = createCrmDb(message.databaseUrl!);
    worker = new Worker(
      eventQueueName('crm'),
      (job) => consumeEvent(job.data, db, crmEventHandlers, logger),
      { connection, prefix: message.prefix, concurrency: message.concurrency ?? 10 },
    );
    worker.on('error', (error) => logger.warn({ err: error }, 'worker error'));
    stop = async () => {
      await worker.close();
      await connection.quit().catch(() => undefined);
      await db.$disconnect();
    };
  } else {
    const db = createCrmDb(message.databaseUrl!);
    worker = startEventConsumer({
      service: 'crm',
      connection,
      prefix: message.prefix,
      logger,
      db,
      handlers: crmEventHandlers,
      concurrency: message.concurrency,
      batching: { maxTransactions: message.maxTransactions },
      sqlPool: db.pool,
    });
    stop = async () => {
      await worker.close();
      await connection.quit().catch(() => undefined);
      await db.$disconnect();
    };
  }
  worker.on('completed', (job) => completed(job.id));
  worker.on('failed', () => failed++);
  await worker.waitUntilReady();
}

process.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'start':
      start(message).then(
        () => send({ type: 'ready' }),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
      break;
    case 'expect':
      expected = message.count;
      count = 0;
      failed = 0;
      completions = [];
      break;
    case 'report':
      send({ type: 'report', completions });
      break;
    case 'stop':
      stop().finally(() => {
        send({ type: 'stopped' });
        process.exit(0);
      });
      break;
  }
});
