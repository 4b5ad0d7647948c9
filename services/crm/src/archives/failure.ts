import type { Tx } from '../db';
import { settleExportRequests } from '../data-requests/repository';
import { failArchive, staleArchiveIds } from './archive-repository';

/**
 * Fails an archive still being made and, when it is a client's export, her request with it (the
 * coach sees it failed and she can ask again). False when the archive was no longer being made.
 */
export async function failArchiveAndRequest(
  tx: Tx,
  id: string,
  error: string,
  at: Date,
): Promise<boolean> {
  if (!(await failArchive(tx, id, error, at))) return false;
  await settleExportRequests(tx, [id], 'failed', at);
  return true;
}

/** Fails the archives whose parts have not all come in since `before`; answers their ids. */
export async function failStaleArchives(tx: Tx, before: Date, at: Date): Promise<string[]> {
  const stale = await staleArchiveIds(tx, before);
  for (const id of stale)
    await failArchiveAndRequest(tx, id, 'Not every service sent its part in time: try again', at);
  return stale;
}
