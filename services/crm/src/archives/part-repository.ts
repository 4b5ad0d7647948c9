import type { EventPayload } from '@wellness/contracts';
import type { Db, Tx } from '../db';

/** The archive_parts table: each service's answer to archive.requested. */

export type PartPayload = EventPayload<'archive.part_ready'>;
export type PartEntity = PartPayload['entities'][number];
export type PartFile = PartPayload['files'][number];

/** Stores a service's part (a second answer from the same service replaces the first). */
export function savePart(tx: Tx, part: PartPayload) {
  const data = {
    entities: part.entities,
    files: part.files,
    error: part.error,
    receivedAt: new Date(),
  };
  return tx.archivePart.upsert({
    where: { archiveId_service: { archiveId: part.archiveId, service: part.service } },
    create: { archiveId: part.archiveId, service: part.service, ...data },
    update: data,
  });
}

export function partsOf(db: Db | Tx, archiveId: string) {
  return db.archivePart.findMany({ where: { archiveId }, orderBy: { service: 'asc' } });
}
