import { IMPORT_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { Import } from '../generated/prisma/client';

/** An import is its coach's alone: the routes admit coaches only, and each sees her own imports. */
export const canSeeImport = (caller: Caller, row: Pick<Import, 'coachUserId'>) =>
  caller.identity.role === 'coach' && row.coachUserId === caller.identity.userId;

/** The import, if the caller may see it; anyone else's is "not found", like one that does not exist. */
export function visibleImport<T extends Pick<Import, 'coachUserId'>>(
  caller: Caller,
  row: T | null,
): T {
  if (!row || !canSeeImport(caller, row))
    throw new DomainError('NOT_FOUND', IMPORT_MESSAGES.notFound);
  return row;
}
