import { Pool } from 'pg';
import type { Logger } from 'pino';
import { EVENT_SUBSCRIPTIONS, eventQueueName, isEventType } from '@wellness/contracts';
import type { Redis } from '../redis';
import { QueueRegistry } from './queues';
import { ListenSweepLoop } from './listen-sweep';
import { OUTBOX_CHANNEL } from './outbox';
import { withTimeout } from '../timeout';

/** How long one publish may wait on Redis before the batch is rolled back and retried later. */
const PUBLISH_TIMEOUT_MS = 5000;

export interface RelayOptions {
  databaseUrl: string;
  redis: Redis;
  prefix: string;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
}

interface OutboxRow {
  id: string;
  type: string;
  envelope: unknown;
}

/**
 * Moves committed outbox rows to each subscriber's queue (jobId = event id, so a re-publish after
 * a crash is deduplicated) and marks them published in the same transaction that locked them.
 * Runs on the kit's ListenSweepLoop: woken by LISTEN/NOTIFY for low latency; a poll catches
 * anything missed and retries after outages.
 */
export class OutboxRelay {
  private readonly pool: Pool;
  private readonly queues: QueueRegistry;
  private readonly loop: ListenSweepLoop;
  private running = false;
  private draining: Promise<void> | null = null;
  private again = false;
  lastError: string | null = null;

  constructor(private readonly options: RelayOptions) {
    this.pool = new Pool({ connectionString: options.databaseUrl, max: 2 });
    this.pool.on('error', (error) => options.logger.warn({ err: error }, 'relay pool error'));
    this.queues = new QueueRegistry(options.redis, options.prefix);
    this.loop = new ListenSweepLoop(options, {
      name: 'relay',
      channel: OUTBOX_CHANNEL,
      sweepIntervalMs: options.pollIntervalMs ?? 1000,
      onNotify: () => void this.wake(),
      sweep: () => this.wake(),
    });
  }

  async start(): Promise<void> {
    this.running = true;
    await this.loop.start();
  }

  /** Ask for a drain; concurrent wake-ups coalesce into one extra pass. */
  wake(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        try {
          let published: number;
          do published = await this.publishBatch();
          while (this.running && published === (this.options.batchSize ?? 200));
          this.lastError = null;
        } catch (error) {
          const message = (error as Error).message;
          if (this.lastError !== message)
            this.options.logger.warn({ err: error }, 'relay could not publish; will retry');
          this.lastError = message;
          this.again = false;
        }
      } while (this.again && this.running);
      this.draining = null;
    })();
    return this.draining;
  }

  /** One transaction: lock a batch, enqueue it for every subscriber, mark it published. */
  async publishBatch(): Promise<number> {
    const client = await this.pool.connect();
    // Postgres may end the session while the batch waits on Redis (a restart, a failover): the
    // client then emits 'error', which must roll this batch back, not end the process.
    let lost: Error | undefined;
    const onLost = (error: Error) => (lost = error);
    client.on('error', onLost);
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, type, envelope FROM outbox_events WHERE published_at IS NULL
         ORDER BY occurred_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 200],
      );
      if (rows.length > 0) {
        await withTimeout(this.enqueue(rows), PUBLISH_TIMEOUT_MS, 'publishing to Redis');
        await client.query(
          'UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::uuid[])',
          [rows.map((row) => row.id)],
        );
      }
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onLost);
      client.release(lost);
    }
  }

  private async enqueue(rows: OutboxRow[]): Promise<void> {
    const bySubscriber = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const subscribers = isEventType(row.type) ? EVENT_SUBSCRIPTIONS[row.type] : [];
      for (const service of subscribers) {
        const queue = eventQueueName(service);
        const batch = bySubscriber.get(queue);
        if (batch) batch.push(row);
        else bySubscriber.set(queue, [row]);
      }
    }
    await Promise.all(
      [...bySubscriber].map(([queue, batch]) =>
        this.queues
          .get(queue)
          .addBulk(
            batch.map((row) => ({ name: row.type, data: row.envelope, opts: { jobId: row.id } })),
          ),
      ),
    );
  }

  async stop(): Promise<void> {
    this.running = false;
    await withTimeout(
      Promise.all([this.loop.stop(), this.draining]),
      PUBLISH_TIMEOUT_MS + 1000,
      'relay drain',
    ).catch(() => undefined);
    await this.queues.close();
    await this.pool.end();
  }
}
