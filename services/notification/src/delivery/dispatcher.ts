import { ListenSweepLoop } from '@wellness/kit';
import type { Logger, RawSqlExecutor, SweepReason } from '@wellness/kit';
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
 * or exist for a row that was rolled back). So the stored row itself is the source of truth, moved
 * by the kit's ListenSweepLoop (the loop the outbox relay runs on):
 * - fast path: the handler NOTIFYs in its transaction; on commit we hear the id and add the job;
 * - safety net: every 30 s a sweep adds a job for every row still queued after a minute (Redis
 *   was down, the listener was reconnecting, the process died between commit and add); at start
 *   and after the listener reconnects, every queued row goes at once.
 * Bulk senders (a composed send of thousands, src/sends) enqueue after their commit themselves,
 * with no NOTIFY per row; their rows held for a later time (scheduled_for) are never swept
 * before they are due (their delayed jobs carry them; a lost one is swept once due).
 * The job id is the email id, so a sweep never duplicates a job that is waiting, delayed or
 * retrying; rows with a finished job are no longer `queued`. Every worker replica may sweep:
 * the duplicates collapse on the job id.
 */
export class EmailDispatcher {
  private readonly loop: ListenSweepLoop;

  constructor(private readonly options: DispatcherOptions) {
    this.loop = new ListenSweepLoop(options, {
      name: 'email dispatcher',
      channel: CHANNEL,
      sweepIntervalMs: options.sweepIntervalMs ?? 30_000,
      onNotify: (emailId) => {
        if (emailId) void this.enqueueSignalled(emailId);
      },
      sweep: (reason: SweepReason) => this.sweep(reason === 'interval' ? undefined : 0),
    });
  }

  private get log() {
    return this.options.logger;
  }

  /** Listens, and offers every queued row before resolving. */
  start(): Promise<void> {
    return this.loop.start();
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

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
