import { BACKUP_LIMITS, BACKUP_MESSAGES } from '@wellness/contracts';
import type { Backup, BackupList, DownloadLink } from '@wellness/contracts';
import { DomainError, conflict, eventContextOf, hashToken, newToken } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { StoredFile } from '@wellness/kit/src/files';
import { recordAudit } from '../audit/repository';
import type { CrmDeps } from '../deps';
import { canSeeBackup } from './access';
import { findArchive, listBackups } from './archive-repository';
import type { ArchiveRow } from './archive-repository';
import { openArchiveDownload } from './download';
import { sealPassphrase } from './passphrase';
import { requestArchive } from './request';
import { insertToken } from './token-repository';
import { toBackup } from './view';

/** How many backups the page lists (the kept ones, and the latest failed or expired). */
const LIST_LIMIT = 50;

const gone = (message: string) => new DomainError('GONE', message);
const backupNotFound = () => new DomainError('NOT_FOUND', BACKUP_MESSAGES.notFound);

async function backupFor(deps: CrmDeps, caller: Caller, id: string): Promise<ArchiveRow> {
  const archive = await findArchive(deps.db, id);
  if (!archive || !canSeeBackup(caller, archive)) throw backupNotFound();
  return archive;
}

/** POST /api/backups: the coach starts a backup (every service then writes its part). */
export async function startBackup(
  deps: CrmDeps,
  caller: Caller,
  input: { passphrase?: string },
): Promise<Backup> {
  const archive = await deps.db.$transaction(async (tx) => {
    const requested = await requestArchive(tx, {
      kind: 'backup',
      trigger: 'coach',
      requestedByUserId: caller.identity.userId,
      sealedPassphrase: input.passphrase
        ? sealPassphrase(deps.archives.sealKey, input.passphrase)
        : null,
      context: eventContextOf(caller),
      now: deps.clock.now(),
    });
    await recordAudit(tx, {
      action: 'backup_created',
      actor: { userId: caller.identity.userId, role: caller.identity.role },
      subject: { type: 'backup', id: requested.id },
      detail: requested.encrypted ? 'encrypted' : null,
    });
    return requested;
  });
  return toBackup(archive);
}

export async function backupList(deps: CrmDeps): Promise<BackupList> {
  const rows = await listBackups(deps.db, LIST_LIMIT);
  return { items: rows.map(toBackup), keep: deps.archives.keep };
}

export async function backupDetail(deps: CrmDeps, caller: Caller, id: string): Promise<Backup> {
  return toBackup(await backupFor(deps, caller, id));
}

/** POST /api/backups/:id/link: a link for this coach, working once, for an hour. */
export async function createBackupLink(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<DownloadLink> {
  const archive = await backupFor(deps, caller, id);
  if (archive.status === 'expired') throw gone(BACKUP_MESSAGES.expired);
  if (archive.status !== 'ready') throw conflict(BACKUP_MESSAGES.notReady);
  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + BACKUP_LIMITS.linkTtlSeconds * 1000);
  await insertToken(deps.db, {
    tokenHash: hashToken(token),
    archiveId: id,
    userId: caller.identity.userId,
    reusable: false,
    expiresAt,
  });
  return {
    url: `/api/backups/${id}/download?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** GET /api/backups/:id/download?token=: the coach's session and her link, which it burns. */
export async function downloadBackup(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  token: string | undefined,
): Promise<{ file: StoredFile; fileName: string }> {
  await backupFor(deps, caller, id);
  const download = await openArchiveDownload(deps, id, token, { once: true, caller });
  if (!download.ok) {
    if (download.reason === 'not_found') throw backupNotFound();
    if (download.reason === 'not_ready') throw conflict(BACKUP_MESSAGES.notReady);
    throw gone(
      download.reason === 'expired' ? BACKUP_MESSAGES.expired : BACKUP_MESSAGES.linkInvalid,
    );
  }
  await recordAudit(deps.db, {
    action: 'backup_downloaded',
    actor: { userId: caller.identity.userId, role: caller.identity.role },
    subject: { type: 'backup', id },
  });
  return download;
}
