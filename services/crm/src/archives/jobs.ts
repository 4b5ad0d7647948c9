import { Queue, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { createRedis, defaultJobOptions, scheduledRunOptions } from '@wellness/kit';
import type { Closer, Logger, Redis } from '@wellness/kit';
import type { CrmConfig } from '../config';
import { abandonArchive, assembleArchive } from './assemble';
import type { AssemblyDeps, AssemblyOutcome } from './assemble';
import { runNightlyBackup } from './nightly';
import type { NightlyOutcome } from './nightly';

/** The jobs of JOB_QUEUES.archives: an archive's assembly, and the nightly backup (a scheduler). */
export const ASSEMBLE_JOB = 'assemble-archive';
/** BACKUP_SCHEDULE's value that turns the nightly backup off. */
export const NIGHTLY_OFF = 'off';
export const NIGHTLY_JOB = 'nightly-backup';

export type ArchiveJobData = { archiveId: string } | Record<string, never>;
type ArchiveJobResult = AssemblyOutcome | NightlyOutcome;

/** One assembly per archive, however often it is asked for (BullMQ ids cannot hold a colon). */
export const assemblyJobId = (archiveId: string) => `assemble-${archiveId}`;

/** The producer side of JOB_QUEUES.archives. */
export class ArchiveQueue {
  readonly queue: Queue<ArchiveJobData, ArchiveJobResult>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<ArchiveJobData, ArchiveJobResult>(JOB_QUEUES.archives, {
      connection,
      prefix,
      defaultJobOptions,
    });
    this.queue.on('error', () => {
      // Surfaces as a failed add(): the event's consumer retries it.
    });
  }

  async assemble(archiveId: string): Promise<void> {
    await this.queue.add(ASSEMBLE_JOB, { archiveId }, { jobId: assemblyJobId(archiveId) });
  }

  /** The nightly backup, at the cron pattern (UTC); upserted, so every start and replica share one. */
  /** At a cron pattern (UTC); `off` removes the schedule (backups taken elsewhere, or tests). */
  async scheduleNightly(pattern: string): Promise<void> {
    if (pattern === NIGHTLY_OFF) {
      await this.queue.removeJobScheduler(NIGHTLY_JOB);
      return;
    }
    await this.queue.upsertJobScheduler(
      NIGHTLY_JOB,
      { pattern, tz: 'UTC' },
      { name: NIGHTLY_JOB, data: {}, opts: scheduledRunOptions },
    );
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

/**
 * The worker of JOB_QUEUES.archives, one job at a time (an assembly streams large files: one at a
 * time keeps memory flat). An assembly that fails its last attempt fails its archive.
 */
export function startArchiveWorker(
  deps: AssemblyDeps,
  config: Pick<CrmConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  logger: Logger,
  /** Schedules the nightly backup on this queue, at this cron pattern (BACKUP_SCHEDULE). */
  nightly?: { queue: ArchiveQueue; pattern: string },
) {
  const log = logger.child({ component: 'archives' });
  const scheduled = nightly?.queue
    .scheduleNightly(nightly.pattern)
    .catch((error: unknown) => log.warn({ err: error }, 'could not schedule the nightly backup'));
  const connection = createRedis(config.REDIS_URL, { name: 'crm-archives-worker' });
  const process = async (job: Job<ArchiveJobData, ArchiveJobResult>) => {
    if (job.name === NIGHTLY_JOB) return runNightlyBackup(deps, log);
    const { archiveId } = job.data as { archiveId: string };
    try {
      return await assembleArchive(deps, archiveId, log.child({ archiveId }));
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
        await abandonArchive(deps, archiveId, (error as Error).message, log);
      throw error;
    }
  };
  const worker = new Worker<ArchiveJobData, ArchiveJobResult>(JOB_QUEUES.archives, process, {
    connection,
    prefix: config.QUEUE_PREFIX,
    concurrency: 1,
  });
  worker.on('failed', (job, error) =>
    log.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'archive job failed'),
  );
  worker.on('error', (error) => log.warn({ err: error }, 'archive worker error'));
  const closers: Closer[] = [
    async () => scheduled,
    () => worker.close(),
    () =>
      connection
        .quit()
        .then(() => undefined)
        .catch(() => undefined),
  ];
  return { worker, closers };
}
