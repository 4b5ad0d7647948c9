import { JOB_QUEUES } from '@wellness/contracts';
import { startPeriodicJob } from '@wellness/kit';
import type { Logger, Redis } from '@wellness/kit';
import type { NotificationConfig } from '../config';
import type { NotificationDeps } from '../deps';
import { sweepUnsentAttachments } from './cleanup';

/** How often the worker deletes attachments that were never sent. */
export const CLEANUP_EVERY_MS = 3600_000;

/** The sweep as the worker runs it: hourly, whichever replica's turn it is. */
export function startAttachmentCleanup(
  deps: Pick<NotificationDeps, 'db' | 'files'>,
  config: Pick<NotificationConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  producer: Redis,
  logger: Logger,
) {
  return startPeriodicJob({
    queue: JOB_QUEUES.attachmentCleanup,
    everyMs: CLEANUP_EVERY_MS,
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    producer,
    logger,
    run: async () => ({ deleted: await sweepUnsentAttachments(deps, new Date(), logger) }),
  });
}
