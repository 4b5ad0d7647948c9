import { hashToken, newToken } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { StoredFile } from '@wellness/kit/src/files';
import type { CrmDeps } from '../deps';
import { canUseLinkOf } from './access';
import { findArchive } from './archive-repository';
import { burnToken, findToken, insertToken, linkExpiry } from './token-repository';
import { archiveFileName } from './view';

export type ArchiveDownload =
  | { ok: true; file: StoredFile; fileName: string }
  | { ok: false; reason: 'not_found' | 'not_ready' | 'expired' | 'link_invalid' };

/**
 * An archive's ZIP, for a download link's token: a one-time link (`once`: a backup's) is burnt by
 * this call; a link bound to a person works only for her (`caller`). The caller's route has
 * checked who may download this archive; this checks the link. Says why not, for the route's
 * message.
 */
export async function openArchiveDownload(
  deps: Pick<CrmDeps, 'db' | 'files' | 'clock'>,
  archiveId: string,
  token: string | undefined,
  options: { once: boolean; caller?: Caller | null },
): Promise<ArchiveDownload> {
  const archive = await findArchive(deps.db, archiveId);
  if (!archive) return { ok: false, reason: 'not_found' };
  if (archive.status === 'expired') return { ok: false, reason: 'expired' };
  if (archive.status !== 'ready' || !archive.fileKey) return { ok: false, reason: 'not_ready' };
  const now = deps.clock.now();
  const row = token ? await findToken(deps.db, hashToken(token)) : null;
  const valid =
    row !== null &&
    row.archiveId === archiveId &&
    row.expiresAt > now &&
    row.reusable === !options.once &&
    canUseLinkOf(options.caller ?? null, row);
  if (!valid || (options.once && !(await burnToken(deps.db, row.tokenHash, now))))
    return { ok: false, reason: 'link_invalid' };
  const file = await deps.files.get(archive.fileKey);
  if (!file) return { ok: false, reason: 'expired' };
  return { ok: true, file, fileName: archiveFileName(archive) };
}

/**
 * A link of her own to a client export, for her (or the coach) signed in on the page: it works
 * until the export's emailed link stops working, and only for the person who asked for it.
 * Null when the export is not ready or its time is over.
 */
export async function issueExportLink(
  deps: Pick<CrmDeps, 'db' | 'clock'>,
  archiveId: string,
  userId: string,
): Promise<{ token: string; expiresAt: Date } | null> {
  const archive = await findArchive(deps.db, archiveId);
  const expiresAt = await linkExpiry(deps.db, archiveId);
  if (archive?.status !== 'ready' || !expiresAt || expiresAt <= deps.clock.now()) return null;
  const token = newToken();
  await insertToken(deps.db, {
    tokenHash: hashToken(token),
    archiveId,
    userId,
    reusable: true,
    expiresAt,
  });
  return { token, expiresAt };
}
