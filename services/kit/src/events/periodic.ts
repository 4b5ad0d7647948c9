import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { JOB_POLICY } from '@wellness/contracts';
import type { Closer } from '../lifecycle';
import { createRedis } from '../redis';
import type { Redis } from '../redis';

/** How many runs of a job scheduler are kept (JOB_POLICY.scheduledRuns), for every scheduler. */
export const scheduledRunOptions = {
  removeOnComplete: JOB_POLICY.scheduledRuns.keepCompleted,
  removeOnFail: JOB_POLICY.scheduledRuns.keepFailed,
};

export interface PeriodicJobOptions<Result> {
  /** A JOB_QUEUES name: the queue holds only this job. */
  queue: string;
  everyMs: number;
  redisUrl: string;
  prefix: string;
  /** A fail-fast connection for the queue (the runtime's); the worker opens its own. */
  producer: Redis;
  logger: Logger;
  run: () => Promise<Result>;
}

/**
 * One job every `everyMs` however many workers run it: a BullMQ job scheduler (upserted, so every
 * worker start and every replica share one) and a worker that runs it. `runNow` adds one run at
 * once (a start that should not wait, and tests).
 */
export function startPeriodicJob<Result>(options: PeriodicJobOptions<Result>) {
  const { queue: name, prefix, logger } = options;
  const log = logger.child({ component: name });
  const queue = new Queue(name, { connection: options.producer, prefix });
  queue.on('error', () => {
    // Surfaces as a failed add; the scheduler is upserted again at the next start.
  });
  const connection = createRedis(options.redisUrl, { name: `${name}-worker` });
  const worker = new Worker(name, () => options.run(), { connection, prefix, concurrency: 1 });
  worker.on('failed', (job, error) => log.warn({ jobId: job?.id, err: error }, 'job failed'));
  worker.on('error', (error) => log.warn({ err: error }, 'worker error'));
  const jobOptions = scheduledRunOptions;
  const started = queue
    .upsertJobScheduler(name, { every: options.everyMs }, { name, data: {}, opts: jobOptions })
    .catch((error: unknown) => log.warn({ err: error }, 'could not schedule the job'));
  const closers: Closer[] = [
    () => started,
    () => worker.close(),
    () => queue.close(),
    () =>
      connection.quit().then(
        () => undefined,
        () => undefined,
      ),
  ];
  return { queue, worker, started, closers, runNow: () => queue.add(name, {}, jobOptions) };
}
