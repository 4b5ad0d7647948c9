import { JOB_QUEUES } from '@wellness/contracts';
import { createRedis, startJobWorker } from '@wellness/kit';
import type { Closer, Logger } from '@wellness/kit';
import type { AuthConfig } from '../config';
import type { AuthDeps } from '../deps';
import { sendResetLink } from './handlers';
import type { ResetOutcome, ResetRequest } from './handlers';

/** The worker that answers forgot-password requests (JOB_QUEUES.passwordResetRequest). */
export function startResetRequestWorker(
  deps: AuthDeps,
  config: Pick<AuthConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  logger: Logger,
) {
  const connection = createRedis(config.REDIS_URL, { name: 'auth-jobs' });
  const worker = startJobWorker<ResetRequest, ResetOutcome>(
    JOB_QUEUES.passwordResetRequest,
    (job) => sendResetLink(deps, { correlationId: job.data.correlationId }, job.data),
    { connection, prefix: config.QUEUE_PREFIX, logger, label: 'password reset request' },
  );
  const closers: Closer[] = [() => worker.close(), () => connection.quit().catch(() => undefined)];
  return { worker, closers };
}
