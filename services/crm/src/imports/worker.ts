import { Worker } from 'bullmq';
import { JOB_POLICY, JOB_QUEUES } from '@wellness/contracts';
import { createRedis } from '@wellness/kit';
import type { Closer } from '@wellness/kit';
import type { ImportJob } from './queue';
import { failImport, runImport } from './run';
import type { ImportJobDeps } from './run';

/**
 * The worker that runs imports (JOB_QUEUES.imports), on its own blocking connection, in crm's
 * import process (../import-worker.ts). A job whose worker died is taken over by another once
 * BullMQ finds it stalled, and resumes from the checkpoint; after its last attempt the import is
 * marked failed.
 */
export function startImportWorker(
  deps: ImportJobDeps,
  config: { REDIS_URL: string; QUEUE_PREFIX: string },
  options: { stalledInterval?: number } = {},
) {
  const log = deps.log.child({ component: 'imports' });
  const connection = createRedis(config.REDIS_URL, { name: 'crm-import-worker' });
  const worker = new Worker<ImportJob, string>(
    JOB_QUEUES.imports,
    async (job) => {
      try {
        const status = await runImport({ ...deps, log }, job.data.importId);
        log.info({ importId: job.data.importId, status }, 'import finished');
        return status;
      } catch (error) {
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? JOB_POLICY.attempts))
          await failImport(deps, job.data.importId);
        throw error;
      }
    },
    {
      connection,
      prefix: config.QUEUE_PREFIX,
      concurrency: 2,
      ...(options.stalledInterval ? { stalledInterval: options.stalledInterval } : {}),
    },
  );
  worker.on('failed', (job, error) =>
    log.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'import job failed'),
  );
  worker.on('error', (error) => log.warn({ err: error }, 'import worker error'));
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
