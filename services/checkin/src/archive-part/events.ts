import { archivePartEvents } from '@wellness/kit';
import type { ArchivePartDeps, EventHandlers, StoredFileKeys } from '@wellness/kit';
import type { Tx } from '../db';
import { checkinArchive } from './entities';

/**
 * Every file of her progress photos (photos/<clientId>/<photoId>/: the full image and the
 * variants the app shows), so a restored system shows them without processing them again.
 */
export const photoFiles: StoredFileKeys = ({ files, scope }) =>
  files.list(scope.subject ? `photos/${scope.subject.clientId}` : 'photos');

/** checkin's part of a backup or a client export (entities.ts), with the photos' files. */
export const archivePartEventsOf = (deps: ArchivePartDeps): EventHandlers<Tx> =>
  archivePartEvents<Tx>(checkinArchive, deps, photoFiles);
