import type { Clock, EventHandlers } from '@wellness/kit';
import type { FileStore } from '@wellness/kit/src/files';
import type { Tx } from '../db';
import type { ArchiveQueue } from './jobs';
import { receivePart } from './parts';

export interface ArchiveEventDeps {
  queue: ArchiveQueue;
  files: FileStore;
  clock: Clock;
}

/**
 * Each service's part of an archive (archive.part_ready): stored; the last one enqueues the
 * assembly (inside the transaction: a failed add retries the event, and the job, which may start
 * before the commit, waits for it). A failed archive's part files are deleted, and so are those of
 * a part that comes too late (its archive failed, or was made without it being sent again).
 */
export function archiveEvents(deps: ArchiveEventDeps): EventHandlers<Tx> {
  return {
    'archive.part_ready': async (event, tx, ctx) => {
      const part = event.payload;
      const outcome = await receivePart(tx, part, deps.clock.now());
      ctx.log.info({ archiveId: part.archiveId, service: part.service, outcome }, 'archive part');
      if (outcome === 'complete') await deps.queue.assemble(part.archiveId);
      if (outcome === 'failed')
        ctx.afterCommit(() => deps.files.deletePrefix(`archives/${part.archiveId}`));
      if (outcome === 'discarded')
        ctx.afterCommit(() =>
          deps.files.deletePrefix(`archives/${part.archiveId}/${part.service}`),
        );
    },
  };
}
