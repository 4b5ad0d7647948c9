import { EVENT_SUBSCRIPTIONS, BACKUP_MESSAGES } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import { conflict, recordEvent } from '@wellness/kit';
import type { EventContext } from '@wellness/kit';
import type { Tx } from '../db';
import { findRunningBackup, insertArchive } from './archive-repository';
import { failStaleArchives } from './failure';
import type { ArchiveRow } from './archive-repository';

/**
 * Every service that answers archive.requested with its part: the archive waits for all. Their
 * parts go into the ZIP in this order (crm's own records before the other services' copies).
 */
export const PART_SERVICES: readonly string[] = EVENT_SUBSCRIPTIONS['archive.requested'];

/** How long the services have to send their parts before the archive is failed. */
export const GATHER_TIMEOUT_MS = 2 * 3600_000;

export type ArchiveSubject = NonNullable<EventPayload<'archive.requested'>['subject']>;

export type ArchiveRequest =
  | {
      kind: 'client_export';
      subject: ArchiveSubject;
      dataRequestId: string;
      requestedByUserId?: string | null;
      context?: EventContext;
    }
  | {
      kind: 'backup';
      trigger: 'coach' | 'nightly';
      requestedByUserId: string | null;
      /** The passphrase, sealed (passphrase.ts), when the archive is to be encrypted. */
      sealedPassphrase?: string | null;
      context?: EventContext;
      now?: Date;
    };

/**
 * Starts an archive inside the caller's transaction: its row, and `archive.requested`, which every
 * service answers with its part (archive.part_ready, events.ts). One backup at a time: a second is
 * refused with 409 while one is being made (and a partial unique index settles a race).
 */
export async function requestArchive(tx: Tx, request: ArchiveRequest): Promise<ArchiveRow> {
  if (request.kind === 'backup') {
    const now = request.now ?? new Date();
    await failStaleArchives(tx, new Date(now.getTime() - GATHER_TIMEOUT_MS), now);
    if (await findRunningBackup(tx)) throw conflict(BACKUP_MESSAGES.alreadyRunning);
  }
  const archive = await insertArchive(
    tx,
    request.kind === 'backup'
      ? {
          kind: 'backup',
          trigger: request.trigger,
          requestedByUserId: request.requestedByUserId,
          encrypted: !!request.sealedPassphrase,
          sealedPassphrase: request.sealedPassphrase ?? null,
        }
      : {
          kind: 'client_export',
          trigger: 'data_request',
          requestedByUserId: request.requestedByUserId ?? null,
          subjectClientId: request.subject.clientId,
          subjectUserId: request.subject.userId,
          subjectEmail: request.subject.email,
          dataRequestId: request.dataRequestId,
        },
  ).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'P2002')
      throw conflict(BACKUP_MESSAGES.alreadyRunning);
    throw error;
  });
  await recordEvent(
    tx,
    'archive.requested',
    {
      archiveId: archive.id,
      kind: archive.kind,
      subject: request.kind === 'client_export' ? request.subject : null,
    },
    request.context ?? { correlationId: archive.id, actor: { service: 'crm' } },
  );
  return archive;
}
