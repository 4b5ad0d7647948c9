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
   * Many emails at once (a composed send), in chunks: each job delayed until its email's
   * `scheduledFor`, if that is later. Called after the rows are committed.
   */
  async enqueueMany(
    emails: { id: string; scheduledFor?: Date | null }[],
    chunkSize = 1000,
  ): Promise<void> {
    const now = Date.now();
    const chunks: Promise<unknown>[] = [];
    for (let at = 0; at < emails.length; at += chunkSize) {
      chunks.push(
        this.queue.addBulk(
          emails.slice(at, at + chunkSize).map(({ id, scheduledFor }) => {
            const delay = scheduledFor ? scheduledFor.getTime() - now : 0;
            return {
              name: EMAIL_JOB_NAME,
              data: { emailId: id },
              opts: { jobId: id, ...(delay > 0 && { delay }) },
            };
          }),
        ),
      );
    }
    await Promise.all(chunks);
  }

  /** Removes the waiting or delayed jobs of emails that will not be sent (a cancelled send). */
  async removeWaiting(emailIds: string[], chunkSize = 500): Promise<void> {
    for (let at = 0; at < emailIds.length; at += chunkSize) {
      // An active (locked) job is not removed: it finds its email gone and does nothing.
      await Promise.all(
        emailIds.slice(at, at + chunkSize).map((id) => this.queue.remove(id).catch(() => 0)),
      );
    }
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
