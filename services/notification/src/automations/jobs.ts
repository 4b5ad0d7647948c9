import { DelayedError, Queue, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { JOB_POLICY, JOB_QUEUES } from '@wellness/contracts';
import { createRedis, startJobWorker } from '@wellness/kit';
import type { Closer, Logger, Redis } from '@wellness/kit';
import type { NotificationConfig } from '../config';
import { runStep } from './engine';
import type { AutomationDeps, StepOutcome } from './engine';
import type { PendingStep } from './enrolment-repository';
import { checkScheduledTriggers, sweepLateSteps } from './scheduler';
import { AutomationStepQueue } from './step-queue';

/** The jobs of JOB_QUEUES.automationScheduler, each its own job scheduler. */
export const CHECK_JOB = 'check-scheduled-triggers';
export const SWEEP_JOB = 'sweep-late-steps';
export const CHECK_EVERY_MS = 10 * 60_000;
export const SWEEP_EVERY_MS = 60_000;

const scheduledRunOptions = {
  removeOnComplete: JOB_POLICY.scheduledRuns.keepCompleted,
  removeOnFail: JOB_POLICY.scheduledRuns.keepFailed,
};

export interface AutomationTuning {
  concurrency?: number;
  checkEveryMs?: number;
  sweepEveryMs?: number;
}

/**
 * Runs a step job. One that came early (its enrolment's step is not due: a clock ahead of the
 * database's, a sweep) goes back to the delayed set until it is, rather than completing: a
 * completed job keeps its id, and the step would never be added again.
 */
async function processStep(
  deps: AutomationDeps,
  job: Job<PendingStep>,
  log: Logger,
): Promise<StepOutcome> {
  const outcome = await runStep(deps, job.data, log);
  if (outcome.outcome === 'not_due') {
    await job.moveToDelayed(outcome.nextRunAt.getTime(), job.token);
    throw new DelayedError();
  }
  return outcome;
}

/**
 * Automations as the worker process runs them: the step worker, and the scheduler queue's two
 * job schedulers (the check of scheduled triggers every 10 minutes, the sweep of late steps every
 * minute, also once at start). `producer` is a fail-fast connection (the runtime's).
 */
export function startAutomations(
  engine: Omit<AutomationDeps, 'automationSteps'>,
  config: Pick<NotificationConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  producer: Redis,
  logger: Logger,
  tuning: AutomationTuning = {},
) {
  const log = logger.child({ component: 'automations' });
  const prefix = config.QUEUE_PREFIX;
  const steps = new AutomationStepQueue(producer, prefix);
  const deps: AutomationDeps = { ...engine, automationSteps: steps };
  const stepConnection = createRedis(config.REDIS_URL, { name: 'notification-automation-steps' });
  const stepWorker = startJobWorker<PendingStep, StepOutcome>(
    JOB_QUEUES.automationSteps,
    (job) => processStep(deps, job, log),
    {
      connection: stepConnection,
      prefix,
      logger: log,
      label: 'automation step',
      concurrency: tuning.concurrency ?? 10,
    },
  );

  const scheduler = new Queue(JOB_QUEUES.automationScheduler, { connection: producer, prefix });
  scheduler.on('error', () => {
    // Surfaces as a failed add; the schedulers are upserted again at the next start.
  });
  const schedulerConnection = createRedis(config.REDIS_URL, {
    name: 'notification-automation-scheduler',
  });
  const schedulerWorker = new Worker(
    JOB_QUEUES.automationScheduler,
    (job: Job<{ graceMs?: number }>) =>
      job.name === CHECK_JOB
        ? checkScheduledTriggers(deps, log)
        : sweepLateSteps(deps, job.data.graceMs),
    { connection: schedulerConnection, prefix, concurrency: 1 },
  );
  schedulerWorker.on('failed', (job, error) =>
    log.warn({ jobId: job?.id, job: job?.name, err: error }, 'automation scheduler job failed'),
  );
  schedulerWorker.on('error', (error) => log.warn({ err: error }, 'automation scheduler error'));
  const every = (name: string, ms: number) =>
    scheduler.upsertJobScheduler(
      name,
      { every: ms },
      { name, data: {}, opts: scheduledRunOptions },
    );
  const started = Promise.all([
    every(CHECK_JOB, tuning.checkEveryMs ?? CHECK_EVERY_MS),
    every(SWEEP_JOB, tuning.sweepEveryMs ?? SWEEP_EVERY_MS),
    // At start every late step is offered at once (a job on its way has the same id: one runs).
    scheduler.add(SWEEP_JOB, { graceMs: 0 }, scheduledRunOptions),
  ]).catch((error: unknown) =>
    log.warn({ err: error }, 'could not schedule the automation checks'),
  );

  const quit = (connection: Redis) => () =>
    connection.quit().then(
      () => undefined,
      () => undefined,
    );
  const closers: Closer[] = [
    () => started,
    () => schedulerWorker.close(),
    () => stepWorker.close(),
    () => scheduler.close(),
    () => steps.close(),
    quit(schedulerConnection),
    quit(stepConnection),
  ];
  return { steps, stepWorker, schedulerWorker, scheduler, started, closers };
}
