import { archivePartEvents, entityQuery } from '@wellness/kit';
import type { ArchivePartDeps, EventHandlers, StoredFileKeys } from '@wellness/kit';
import type { Tx } from '../db';
import { attachmentFolder } from '../attachments/folders';
import { notificationArchive } from './entities';

const attachments = notificationArchive.entities.find((e) => e.table === 'attachments')!;

/**
 * The files of the attachments the part carries (attachments/<id>/<name>): every one for a backup,
 * the ones of her conversations and uploads for her export, read in the part's snapshot.
 */
export const attachmentFiles: StoredFileKeys = async ({ sql, files, scope }) => {
  if (!scope.subject) return files.list('attachments');
  const query = await entityQuery(sql, { ...attachments, orderBy: ['id'] }, scope);
  if (!query) return [];
  const rows = await sql.query<{ line: string }>(query.text, query.values);
  const keys: string[] = [];
  for (const { line } of rows)
    keys.push(...(await files.list(attachmentFolder((JSON.parse(line) as { id: string }).id))));
  return keys;
};

/** notification's part of a backup or a client export (entities.ts), with attachments' files. */
export const archivePartEventsOf = (deps: ArchivePartDeps): EventHandlers<Tx> =>
  archivePartEvents<Tx>(notificationArchive, deps, attachmentFiles);
