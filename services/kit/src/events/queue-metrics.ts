import { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import { JOB_QUEUES, JOB_QUEUE_OWNERS, SERVICES, eventQueueName } from '@wellness/contracts';
import type { ServiceName } from '@wellness/contracts';
import type { Redis } from '../redis';
import { withTimeout } from '../timeout';

/** The states ops watch, as `/api/health` and `/metrics` report them. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
export type QueueCounts = Record<QueueState, number>;

type JobQueueKey = keyof typeof JOB_QUEUES;

/** Every queue of every service, from the contracts: each service's event inbox, then each job queue. */
export function allQueueNames(): string[] {
  return [...new Set([...SERVICES.map(eventQueueName), ...Object.values(JOB_QUEUES)])];
}

/** The queues a service's `/metrics` reports: its event inbox and the job queues it owns. */
export function queuesOfService(service: ServiceName): string[] {
  const owned = (Object.keys(JOB_QUEUES) as JobQueueKey[])
    .filter((key) => JOB_QUEUE_OWNERS[key] === service)
    .map((key) => JOB_QUEUES[key]);
  return [eventQueueName(service), ...owned];
}

export interface QueueCounterOptions {
  /** A fail-fast connection (the runtime's): counts fail at once while Redis is away. */
  connection: Redis;
  prefix: string;
  queues: readonly string[];
  /** How long one reading is reused: a scrape storm costs Redis one round of counts. */
  cacheMs?: number;
  /** A reading slower than this fails (Redis hung rather than gone). */
  timeoutMs?: number;
}

export const QUEUE_COUNTS_CACHE_MS = 5000;
const QUEUE_COUNTS_TIMEOUT_MS = 1000;

/**
 * The waiting, active, delayed and failed counts of a fixed set of queues (`Queue.getJobCounts`,
 * one script per queue on a shared connection), cached for a few seconds. A failed reading is
 * cached too, so an outage is not hammered either. Waiting counts prioritized and paused jobs too.
 */
export class QueueCounter {
  private readonly queues = new Map<string, Queue>();
  private last?: { at: number; reading: Promise<Record<string, QueueCounts>> };
  private readonly cacheMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: QueueCounterOptions) {
    this.cacheMs = options.cacheMs ?? QUEUE_COUNTS_CACHE_MS;
    this.timeoutMs = options.timeoutMs ?? QUEUE_COUNTS_TIMEOUT_MS;
  }

  get names(): readonly string[] {
    return this.options.queues;
  }

  /** The counts of every queue, by name; rejects when Redis cannot answer in time. */
  counts(): Promise<Record<string, QueueCounts>> {
    const now = Date.now();
    if (this.last && now - this.last.at < this.cacheMs) return this.last.reading;
    const reading = withTimeout(this.read(), this.timeoutMs, 'queue counts');
    reading.catch(() => undefined);
    this.last = { at: now, reading };
    return reading;
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.options.connection, prefix: this.options.prefix });
      queue.on('error', () => {
        // Surfaces as a failed reading (reported as unavailable).
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  private async read(): Promise<Record<string, QueueCounts>> {
    // Lost and reconnecting: say so at once rather than wait for the timeout.
    const status = this.options.connection.status;
    if (status === 'reconnecting' || status === 'close' || status === 'end')
      throw new Error(`Redis unavailable (${status})`);
    const entries = await Promise.all(
      this.options.queues.map(async (name) => {
        const c = await this.queue(name).getJobCounts(
          'waiting',
          'prioritized',
          'active',
          'delayed',
          'failed',
        );
        const counts: QueueCounts = {
          waiting: (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.paused ?? 0),
          active: c.active ?? 0,
          delayed: c.delayed ?? 0,
          failed: c.failed ?? 0,
        };
        return [name, counts] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  /** Closes the queue handles; the shared connection stays its owner's to close. */
  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}

/**
 * Prometheus gauges of a counter's queues, read when scraped: `bullmq_queue_jobs{queue,state}`
 * (no samples while Redis is away) and `bullmq_queue_counts_up` (1 when the counts were read).
 */
export function registerQueueGauges(registry: Registry, counter: QueueCounter): void {
  new Gauge({
    name: 'bullmq_queue_jobs',
    help: `Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read at most every ${QUEUE_COUNTS_CACHE_MS / 1000} s`,
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      let counts: Record<string, QueueCounts>;
      try {
        counts = await counter.counts();
      } catch {
        return;
      }
      for (const [queue, byState] of Object.entries(counts))
        for (const state of QUEUE_STATES) this.set({ queue, state }, byState[state]);
    },
  });
  new Gauge({
    name: 'bullmq_queue_counts_up',
    help: '1 when the queue counts could be read from Redis, else 0',
    registers: [registry],
    async collect() {
      this.set(
        await counter.counts().then(
          () => 1,
          () => 0,
        ),
      );
    },
  });
}
