import { Queue } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { defaultJobOptions } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import type { PendingStep } from './enrolment-repository';

export const STEP_JOB = 'automation-step';

/** A step job's id: the enrolment and its run (BullMQ custom ids must not contain ':'). */
export const stepJobId = ({ enrolmentId, run }: PendingStep) => `${enrolmentId}_${run}`;

/** Where the engine puts the next steps (the real queue, or a test's recorder). */
export interface StepScheduler {
  schedule(steps: (PendingStep & { runAt: Date })[], now: Date): Promise<void>;
  /** Removes these steps' jobs that have not started (a running one finds her no longer active). */
  cancel(steps: PendingStep[]): Promise<void>;
}

/**
 * The producer side of JOB_QUEUES.automationSteps: each enrolment's next step as a job delayed
 * until it is due, its id the enrolment and run, so adding it again (the sweep) adds nothing.
 */
export class AutomationStepQueue implements StepScheduler {
  readonly queue: Queue<PendingStep>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<PendingStep>(JOB_QUEUES.automationSteps, {
      connection,
      prefix,
      defaultJobOptions,
    });
    this.queue.on('error', () => {
      // Surfaces as a failed add(); the sweep adds the step again.
    });
  }

  async schedule(steps: (PendingStep & { runAt: Date })[], now: Date): Promise<void> {
    if (steps.length === 0) return;
    await this.queue.addBulk(
      steps.map(({ enrolmentId, run, runAt }) => ({
        name: STEP_JOB,
        data: { enrolmentId, run },
        opts: {
          jobId: stepJobId({ enrolmentId, run }),
          delay: Math.max(0, runAt.getTime() - now.getTime()),
        },
      })),
    );
  }

  async cancel(steps: PendingStep[]): Promise<void> {
    for (const step of steps) await this.queue.remove(stepJobId(step));
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
