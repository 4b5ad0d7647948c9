import type { EventHandlers } from '../events/consumer';
import { recordEventOnce } from '../events/outbox';
import type { FileStore } from '../files/file-store';
import { writeArchivePart } from './write-part';
import type { ArchivePartDb, StoredFileKeys, WrittenPart } from './write-part';
import type { ArchivePartSpec } from './types';

export interface ArchivePartDeps {
  db: ArchivePartDb;
  files: FileStore;
}

/**
 * A service's handler of `archive.requested`: writes its part and answers `archive.part_ready`.
 *
 * The part is written after the event's transaction commits, in a snapshot of its own: a large
 * part takes longer than an event's transaction may stay open. The answer is recorded once per
 * archive and service (a name-based event id); a part that fails answers with its error, so crm
 * fails the archive rather than wait for it.
 */
export function archivePartEvents<Tx>(
  spec: ArchivePartSpec,
  deps: ArchivePartDeps,
  storedFiles?: StoredFileKeys,
): EventHandlers<Tx> {
  return {
    'archive.requested': async (event, _tx, ctx) => {
      const { archiveId, kind, subject } = event.payload;
      ctx.afterCommit(async () => {
        let part: WrittenPart | null = null;
        let error: string | null = null;
        try {
          part = await writeArchivePart({
            db: deps.db,
            files: deps.files,
            spec,
            archiveId,
            scope: { kind, subject },
            storedFiles,
          });
        } catch (failure) {
          ctx.log.error({ err: failure, archiveId }, 'archive part failed');
          error = `${spec.service} could not write its part: ${(failure as Error).message}`;
        }
        await deps.db.$transaction((tx) =>
          recordEventOnce(
            tx,
            `archive.part_ready:${archiveId}:${spec.service}`,
            'archive.part_ready',
            {
              archiveId,
              service: spec.service,
              entities: part?.entities ?? [],
              files: part?.files ?? [],
              error: error?.slice(0, 1000) ?? null,
            },
            { correlationId: ctx.correlationId, actor: { service: spec.service } },
          ),
        );
      });
    },
  };
}
