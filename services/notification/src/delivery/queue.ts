import { Queue } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { defaultJobOptions } from '@wellness/kit';
import type { Redis } from '@wellness/kit';

export interface EmailJobData {
  emailId: string;
}

export const EMAIL_JOB_NAME = 'send-email';

/**
 * The producer side of JOB_QUEUES.emailSend. The job id is the email id, so adding the same
 * email twice (after-commit signal, then a sweep) is a no-op while the first job is kept.
 */
export class EmailQueue {
  readonly queue: Queue<EmailJobData>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<EmailJobData>(JOB_QUEUES.emailSend, {
      connection,
      prefix,
      defaultJobOptions,
    });
    this.queue.on('error', () => {
      // Surfaces as a failed add(); the sweep enqueues the email again later.
    });
  }

  async enqueue(emailIds: string[]): Promise<void> {
    if (emailIds.length === 0) return;
    await this.queue.addBulk(
      emailIds.map((emailId) => ({
        name: EMAIL_JOB_NAME,
        data: { emailId },
        opts: { jobId: emailId },
      })),
    );
  }

  /**
   * Forgets the finished job of an email about to be sent again: its id is the email's, so while
   * it is kept (a failed job is kept for inspection) a new job for the email would be a no-op.
   */
  async forgetFinished(emailId: string): Promise<void> {
    const job = await this.queue.getJob(emailId);
    if (job && ((await job.isFailed()) || (await job.isCompleted()))) await job.remove();
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
