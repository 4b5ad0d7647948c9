import { JOB_QUEUES } from '@wellness/contracts';
import { startPeriodicJob } from '@wellness/kit';
import type { Clock, Logger, Redis } from '@wellness/kit';
import type { CrmConfig } from '../config';
import type { Db } from '../db';
import { sweepErasures } from './sweep';

/** How often the worker looks for erasures a service has not confirmed. */
export const SWEEP_EVERY_MS = 60_000;

/** The erasure sweep as the worker runs it: a job scheduler on JOB_QUEUES.dataRequests. */
export function startErasureSweep(
  deps: { db: Db; clock: Clock },
  config: Pick<CrmConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  producer: Redis,
  logger: Logger,
) {
  return startPeriodicJob({
    queue: JOB_QUEUES.dataRequests,
    everyMs: SWEEP_EVERY_MS,
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    producer,
    logger,
    run: () => sweepErasures(deps),
  });
}
