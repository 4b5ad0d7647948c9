import { archivePartEvents } from '@wellness/kit';
import type { ArchivePartDeps, EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { crmArchive } from './entities';

/** crm's part of a backup or a client export (entities.ts). */
export const archivePartEventsOf = (deps: ArchivePartDeps): EventHandlers<Tx> =>
  archivePartEvents<Tx>(crmArchive, deps);
