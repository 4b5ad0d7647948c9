import { Queue, Worker } from 'bullmq';
import type { Job, JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import { JOB_POLICY } from '@wellness/contracts';
import type { Redis } from '../redis';

/** Job options every producer uses: retries with exponential backoff, bounded retention, failed jobs kept. */
export const defaultJobOptions: JobsOptions = {
  attempts: JOB_POLICY.attempts,
  backoff: { type: 'exponential', delay: JOB_POLICY.backoffDelayMs },
  removeOnComplete: JOB_POLICY.keepCompleted,
  removeOnFail: JOB_POLICY.keepFailed,
};

/** Lazily created queues sharing one fail-fast connection. */
export class QueueRegistry {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions,
      });
      queue.on('error', () => {
        // Surfaces as a failed add(); the caller decides whether to retry.
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}

export interface JobWorkerOptions {
  /** A blocking-capable connection of the worker's own (maxRetriesPerRequest: null). */
  connection: Redis;
  prefix: string;
  logger: Logger;
  concurrency?: number;
  /** At most `max` jobs per `duration` ms across every worker of the queue (BullMQ's limiter). */
  limiter?: { max: number; duration: number };
  /** What the logs call these jobs, e.g. 'email'. */
  label: string;
}

/**
 * A BullMQ worker on one queue, with what every worker has: failures logged with the job id and
 * attempt, connection errors logged (never thrown). Failed jobs are kept (JOB_POLICY) for
 * inspection and redrive.
 */
export function startJobWorker<Data, Result>(
  queue: string,
  process: (job: Job<Data>) => Promise<Result>,
  options: JobWorkerOptions,
): Worker<Data, Result> {
  const { logger, label } = options;
  const worker = new Worker<Data, Result>(queue, process, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency ?? 5,
    ...(options.limiter && { limiter: options.limiter }),
  });
  worker.on('failed', (job, error) =>
    logger.warn(
      { jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, err: error },
      `${label} job failed`,
    ),
  );
  worker.on('error', (error) => logger.warn({ err: error }, `${label} worker error`));
  return worker;
}
