import { archivePartEvents } from '@wellness/kit';
import type { ArchivePartDeps, EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { authArchive } from './entities';

/** auth's part of a backup or a client export (entities.ts): its users. */
export const archivePartEventsOf = (deps: ArchivePartDeps): EventHandlers<Tx> =>
  archivePartEvents<Tx>(authArchive, deps);
