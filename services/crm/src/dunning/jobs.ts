import { Queue, Worker } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { createRedis, defaultJobOptions } from '@wellness/kit';
import type { Closer, Logger, Redis } from '@wellness/kit';
import type { CrmConfig } from '../config';
import { sendDunningReminder } from './handlers';
import type { DunningDeps, DunningJob, DunningOutcome } from './handlers';
import { DUNNING_DAYS, dunningName, dunningRuns } from './schedule';

const SEND_JOB = 'send-dunning-reminder';
/** The states of a job that has not started: it can be removed. */
const WAITING = new Set(['delayed', 'waiting', 'prioritized', 'waiting-children']);

/**
 * The producer side of JOB_QUEUES.paymentDunning: a failed payment's reminders as jobs delayed
 * until day 0, 3 and 7 (by the given clock), each with its name as job id, so scheduling them
 * again adds nothing; and their removal once she pays.
 */
export class DunningQueue {
  readonly queue: Queue<DunningJob, DunningOutcome>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<DunningJob, DunningOutcome>(JOB_QUEUES.paymentDunning, {
      connection,
      prefix,
      defaultJobOptions,
    });
    this.queue.on('error', () => {
      // Surfaces as a failed add(): the event's consumer retries it.
    });
  }

  async schedule(paymentId: string, failedAt: Date, now: Date): Promise<void> {
    await this.queue.addBulk(
      dunningRuns(failedAt).map(({ day, runAt }) => ({
        name: SEND_JOB,
        data: { paymentId, day },
        opts: {
          jobId: dunningName(paymentId, day),
          delay: Math.max(0, runAt.getTime() - now.getTime()),
        },
      })),
    );
  }

  /** Removes the reminders not yet run for these payments (one running decides for itself). */
  async cancel(paymentIds: string[]): Promise<number> {
    let removed = 0;
    for (const paymentId of paymentIds)
      for (const day of DUNNING_DAYS) {
        const job = await this.queue.getJob(dunningName(paymentId, day));
        if (job && WAITING.has(await job.getState())) {
          await job.remove();
          removed += 1;
        }
      }
    return removed;
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

/** The worker that sends the reminders, with its own blocking connection. */
export function startDunningWorker(
  deps: DunningDeps,
  config: Pick<CrmConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  logger: Logger,
) {
  const log = logger.child({ component: 'dunning' });
  const connection = createRedis(config.REDIS_URL, { name: 'crm-dunning-worker' });
  const worker = new Worker<DunningJob, DunningOutcome>(
    JOB_QUEUES.paymentDunning,
    async (job) => {
      const outcome = await sendDunningReminder(deps, job.data);
      log.info({ jobId: job.id, outcome }, 'dunning reminder');
      return outcome;
    },
    { connection, prefix: config.QUEUE_PREFIX, concurrency: 5 },
  );
  worker.on('failed', (job, error) =>
    log.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'dunning job failed'),
  );
  worker.on('error', (error) => log.warn({ err: error }, 'dunning worker error'));
  const closers: Closer[] = [
    () => worker.close(),
    () =>
      connection
        .quit()
        .then(() => undefined)
        .catch(() => undefined),
  ];
  return { worker, closers };
}
