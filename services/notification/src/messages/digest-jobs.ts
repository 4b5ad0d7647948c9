import { JOB_QUEUES } from '@wellness/contracts';
import { startPeriodicJob } from '@wellness/kit';
import type { Logger, Redis } from '@wellness/kit';
import type { NotificationConfig } from '../config';
import { sendMessageDigests } from './digest';
import type { DigestDeps } from './digest';

/** How often the worker looks for messages left unread too long. */
export const DIGEST_SWEEP_EVERY_MS = 60_000;

/** The digest sweep as the worker runs it: once a minute, whichever replica's turn it is. */
export function startMessageDigests(
  deps: DigestDeps,
  config: Pick<NotificationConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  producer: Redis,
  logger: Logger,
  everyMs = DIGEST_SWEEP_EVERY_MS,
) {
  return startPeriodicJob({
    queue: JOB_QUEUES.messageDigests,
    everyMs,
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    producer,
    logger,
    run: async () => ({ queued: await sendMessageDigests({ log: logger, ...deps }, new Date()) }),
  });
}
