import { Queue } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { defaultJobOptions } from '@wellness/kit';
import type { Redis } from '@wellness/kit';

/** One import's job: the import row holds everything else (mapping, policy, checkpoint). */
export interface ImportJob {
  importId: string;
}

export const IMPORT_JOB = 'run-import';

/**
 * The producer side of JOB_QUEUES.imports: one job per import, its id the import's id, so starting
 * twice (a double click, a retried request) queues it once.
 */
export class ImportQueue {
  readonly queue: Queue<ImportJob>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<ImportJob>(JOB_QUEUES.imports, {
      connection,
      prefix,
      defaultJobOptions,
    });
    this.queue.on('error', () => {
      // Surfaces as a failed add(): the start request answers 503 and can be sent again.
    });
  }

  async enqueue(importId: string): Promise<void> {
    await this.queue.add(IMPORT_JOB, { importId }, { jobId: importId });
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
