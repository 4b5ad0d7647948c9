import { Queue, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { createRedis, defaultJobOptions, scheduledRunOptions } from '@wellness/kit';
import type { Closer, Logger, Redis } from '@wellness/kit';
import type { CheckinConfig } from '../config';
import { planReminders, reminderName, sendReminder } from './handlers';
import type { PlannedReminder, ReminderDeps, ReminderJob, ReminderOutcome } from './handlers';

/** The job names on JOB_QUEUES.checkinReminders. */
export const PLAN_JOB = 'plan-reminders';
export const SEND_JOB = 'send-reminder';
/** How often the planner runs (shorter than PLAN_AHEAD_MS). */
export const PLAN_EVERY_MS = 15 * 60_000;

type ReminderJobData = ReminderJob | Record<string, never>;
type ReminderResult = ReminderOutcome | { planned: number };

/**
 * The producer side of JOB_QUEUES.checkinReminders: a job scheduler that runs the planner every
 * PLAN_EVERY_MS, and each planned reminder as a delayed job whose id is the reminder's name
 * (reminderName: kind, client, due date). Planning it again while it waits adds nothing.
 */
export class ReminderQueue {
  readonly queue: Queue<ReminderJobData, ReminderResult>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<ReminderJobData, ReminderResult>(JOB_QUEUES.checkinReminders, {
      connection,
      prefix,
      defaultJobOptions,
    });
    this.queue.on('error', () => {
      // Surfaces as a failed add(); the next plan adds the reminder again.
    });
  }

  /** Keeps one planner (upserted: every worker start and every replica share it). */
  schedulePlanner(everyMs = PLAN_EVERY_MS) {
    return this.queue.upsertJobScheduler(
      PLAN_JOB,
      { every: everyMs },
      { name: PLAN_JOB, data: {}, opts: scheduledRunOptions },
    );
  }

  /** Runs the planner now, once (tests, and a worker start that should not wait). */
  planNow() {
    return this.queue.add(PLAN_JOB, {}, scheduledRunOptions);
  }

  /** The planned reminders as jobs delayed until their time (`now` by the deps' clock). */
  async add(planned: PlannedReminder[], now: Date): Promise<void> {
    if (!planned.length) return;
    await this.queue.addBulk(
      planned.map(({ runAt, ...job }) => ({
        name: SEND_JOB,
        data: job,
        opts: { jobId: reminderName(job), delay: Math.max(0, runAt.getTime() - now.getTime()) },
      })),
    );
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

/** Runs a job of the reminders queue: the planner, or one reminder. */
async function runJob(
  deps: ReminderDeps,
  queue: ReminderQueue,
  job: Job<ReminderJobData, ReminderResult>,
  log: Logger,
): Promise<ReminderResult> {
  if (job.name === PLAN_JOB) {
    const planned = await planReminders(deps);
    await queue.add(planned, deps.clock.now());
    return { planned: planned.length };
  }
  const outcome = await sendReminder(deps, job.data as ReminderJob);
  log.info({ jobId: job.id, outcome }, 'check-in reminder');
  return outcome;
}

export interface ReminderTuning {
  planEveryMs?: number;
  concurrency?: number;
}

/**
 * The reminders as the worker process runs them: the planner's job scheduler and the worker
 * running both kinds of job. `producer` is a fail-fast connection (the runtime's); the worker
 * gets its own blocking one.
 */
export function startReminders(
  deps: ReminderDeps,
  config: Pick<CheckinConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  producer: Redis,
  logger: Logger,
  tuning: ReminderTuning = {},
) {
  const log = logger.child({ component: 'reminders' });
  const queue = new ReminderQueue(producer, config.QUEUE_PREFIX);
  const connection = createRedis(config.REDIS_URL, { name: 'checkin-reminder-worker' });
  const worker = new Worker<ReminderJobData, ReminderResult>(
    JOB_QUEUES.checkinReminders,
    (job) => runJob(deps, queue, job, log),
    { connection, prefix: config.QUEUE_PREFIX, concurrency: tuning.concurrency ?? 5 },
  );
  worker.on('failed', (job, error) =>
    log.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'reminder job failed'),
  );
  worker.on('error', (error) => log.warn({ err: error }, 'reminder worker error'));
  const started = queue.schedulePlanner(tuning.planEveryMs).catch((error: unknown) => {
    // Redis is away: the worker retries its connection, and the next start upserts it again.
    log.warn({ err: error }, 'could not schedule the reminder planner');
  });
  const closers: Closer[] = [
    () => started,
    () => worker.close(),
    () => queue.close(),
    () => connection.quit().catch(() => undefined),
  ];
  return { queue, worker, started, closers };
}
