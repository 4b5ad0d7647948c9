import type { Logger } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { attachmentFolder } from './folders';
import { deleteUnsent, unsentBefore } from './repository';

/** An attachment never sent is kept this long (a message being written), then deleted. */
export const UNSENT_ATTACHMENT_KEEP_MS = 24 * 3600_000;
/** How many one sweep deletes at most (the next sweep takes the rest). */
const SWEEP_LIMIT = 500;

/**
 * Deletes attachments uploaded more than a day ago and never sent: the row first (only while it is
 * still unsent, so a send at the same moment keeps it), then its files. A file the store fails to
 * delete is logged and left; its row is gone, so nobody can reach it.
 */
export async function sweepUnsentAttachments(
  deps: Pick<NotificationDeps, 'db' | 'files'>,
  now: Date,
  log: Pick<Logger, 'warn'>,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSENT_ATTACHMENT_KEEP_MS);
  let deleted = 0;
  for (const { id } of await unsentBefore(deps.db, cutoff, SWEEP_LIMIT)) {
    if (!(await deleteUnsent(deps.db, id))) continue;
    deleted += 1;
    await deps.files
      .deletePrefix(attachmentFolder(id))
      .catch((error: unknown) =>
        log.warn({ attachmentId: id, err: error }, 'unsent attachment: its files stay behind'),
      );
  }
  return deleted;
}
