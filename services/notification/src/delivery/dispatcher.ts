import { Client } from 'pg';
import type { Logger, RawSqlExecutor } from '@wellness/kit';
import type { Db } from '../db';
import { queuedEmailIds } from '../emails/repository';
import type { EmailQueue } from './queue';

const CHANNEL = 'email_queued';

/**
 * Called in the transaction that stores a queued email. NOTIFY is transactional: the
 * dispatcher hears the id only if and when that transaction commits.
 */
export async function signalEmailQueued(tx: RawSqlExecutor, emailId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${emailId})`;
}

export interface DispatcherOptions {
  databaseUrl: string;
  db: Db;
  queue: EmailQueue;
  logger: Logger;
  sweepIntervalMs?: number;
  /** Queued rows older than this are (re-)enqueued by the sweep. */
  staleAfterMs?: number;
  batchSize?: number;
}

/**
 * Moves queued emails onto JOB_QUEUES.emailSend without ever losing one to a Redis blip.
 *
 * Why this shape: the event handler runs inside the consumer's database transaction, and adding
 * a BullMQ job there is not atomic with the commit (a job could run before the row is visible,
 * or exist for a row that was rolled back). So the stored row itself is the source of truth:
 * - fast path: the handler NOTIFYs in its transaction; on commit we hear the id and add the job;
 * - safety net: every 30 s a sweep adds a job for every row still queued after a minute (Redis
 *   was down, the listener was reconnecting, the process died between commit and add).
 * The job id is the email id, so a sweep never duplicates a job that is waiting, delayed or
 * retrying; rows with a finished job are no longer `queued`. Every worker replica may sweep:
 * the duplicates collapse on the job id. (The kit's outbox relay is the same idea for events.)
 */
export class EmailDispatcher {
  private listener: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly options: DispatcherOptions) {}

  private get log() {
    return this.options.logger;
  }

  async start(): Promise<void> {
    this.running = true;
    await this.listen().catch((error) =>
      this.log.warn({ err: error }, 'email LISTEN failed; sweeping only'),
    );
    // At start, anything still queued goes out now rather than after the first interval.
    await this.sweep(0).catch((error) =>
      this.log.warn({ err: error }, 'email sweep failed; will retry'),
    );
    this.timer = setInterval(() => {
      this.sweep().catch((error) =>
        this.log.warn({ err: error }, 'email sweep failed; will retry'),
      );
    }, this.options.sweepIntervalMs ?? 30_000);
    this.timer.unref();
  }

  /** Enqueues queued rows older than `staleAfterMs`; returns how many it (re-)offered. */
  async sweep(staleAfterMs = this.options.staleAfterMs ?? 60_000): Promise<number> {
    const batchSize = this.options.batchSize ?? 500;
    const ids = await queuedEmailIds(
      this.options.db,
      new Date(Date.now() - staleAfterMs),
      batchSize,
    );
    await this.options.queue.enqueue(ids);
    if (ids.length) this.log.debug({ count: ids.length }, 'email sweep offered queued messages');
    return ids.length;
  }

  private async enqueueSignalled(emailId: string): Promise<void> {
    try {
      await this.options.queue.enqueue([emailId]);
    } catch (error) {
      this.log.warn({ err: error, emailId }, 'could not enqueue email; the sweep will pick it up');
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'email listener lost; reconnecting');
      this.listener = null;
      client.end().catch(() => undefined);
      setTimeout(() => this.running && this.listen().catch(() => undefined), 1000).unref();
    });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload)
        void this.enqueueSignalled(message.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (!this.running) {
      await client.end();
      return;
    }
    this.listener = client;
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }
}
