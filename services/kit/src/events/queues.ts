import { Queue } from 'bullmq';
import type { JobsOptions } from 'bullmq';
import { JOB_POLICY } from '@wellness/contracts';
import type { Redis } from '../redis';

/** Job options every producer uses: retries with exponential backoff, bounded retention, failed jobs kept. */
export const defaultJobOptions: JobsOptions = {
  attempts: JOB_POLICY.attempts,
  backoff: { type: 'exponential', delay: JOB_POLICY.backoffDelayMs },
  removeOnComplete: JOB_POLICY.keepCompleted,
  removeOnFail: JOB_POLICY.keepFailed,
};

/** Lazily created queues sharing one fail-fast connection. */
export class QueueRegistry {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions,
      });
      queue.on('error', () => {
        // Surfaces as a failed add(); the caller decides whether to retry.
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}
