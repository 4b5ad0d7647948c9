import { BACKUP_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import type { Logger } from '@wellness/kit';
import { recordAudit } from '../audit/repository';
import { failedSince } from './archive-repository';
import { archiveKey } from './assemble';
import type { AssemblyDeps } from './assemble';
import { requestArchive } from './request';

/** How far back the nightly run looks for failed archives whose files are left in the store. */
const CLEAN_UP_WINDOW_MS = 3 * 24 * 3600_000;

export type NightlyOutcome = 'requested' | 'already-running';

/** The nightly backup: requested as the coach would (without a passphrase), unless one is running. */
export async function runNightlyBackup(
  deps: Pick<AssemblyDeps, 'db' | 'clock' | 'files'>,
  log: Logger,
): Promise<NightlyOutcome> {
  try {
    return await requestNightly(deps, log);
  } finally {
    await removeFailedArchiveFiles(deps, log);
  }
}

async function requestNightly(
  deps: Pick<AssemblyDeps, 'db' | 'clock'>,
  log: Logger,
): Promise<NightlyOutcome> {
  try {
    const archive = await deps.db.$transaction(async (tx) => {
      const requested = await requestArchive(tx, {
        kind: 'backup',
        trigger: 'nightly',
        requestedByUserId: null,
        now: deps.clock.now(),
      });
      await recordAudit(tx, {
        action: 'backup_created',
        actor: null,
        subject: { type: 'backup', id: requested.id },
        detail: 'nightly',
      });
      return requested;
    });
    log.info({ archiveId: archive.id }, 'nightly backup requested');
    return 'requested';
  } catch (error) {
    if (error instanceof DomainError && error.message === BACKUP_MESSAGES.alreadyRunning)
      return 'already-running';
    throw error;
  }
}

/**
 * The files of recently failed archives: parts that came in before the archive timed out, or a
 * part that failed late. Deleting what is already gone is no error, so every run may try again.
 */
async function removeFailedArchiveFiles(
  deps: Pick<AssemblyDeps, 'db' | 'clock' | 'files'>,
  log: Logger,
): Promise<void> {
  const since = new Date(deps.clock.now().getTime() - CLEAN_UP_WINDOW_MS);
  for (const { id } of await failedSince(deps.db, since))
    try {
      await deps.files.deletePrefix(`archives/${id}`);
      await deps.files.delete(archiveKey(id));
    } catch (error) {
      log.warn({ err: error, archiveId: id }, "could not delete a failed archive's files");
    }
}
