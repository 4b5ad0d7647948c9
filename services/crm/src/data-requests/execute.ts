import { DATA_REQUEST_MESSAGES, ERASURE_SERVICES } from '@wellness/contracts';
import type { DataRequest } from '@wellness/contracts';
import { DomainError, eventContextOf, notFound, recordEvent } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import type { Tx } from '../db';
import type { Client } from '../generated/prisma/client';
import { findClient, lockClient } from '../clients/repository';
import { recordAudit } from '../audit/repository';
import { requestArchive } from '../archives/request';
import { addPendingConfirmations, confirm } from './confirmation-repository';
import { eraseCrmRows, exportArchiveIdsOf } from './erasure-repository';
import type { ErasureSubject } from './erasure-repository';
import { auditActor } from './handlers';
import { findDataRequest, lockDataRequest, markExecuted, setErasureSubject } from './repository';
import type { DataRequestRow } from './repository';
import { toDataRequestView } from './view';

/**
 * POST /api/data-requests/:id/execute (the coach). An export asks every service for its part of
 * her archive (archives feature). An erasure erases crm's own rows and asks every other service to
 * erase theirs, in one transaction: the saga's first step and its event commit together.
 */
export async function executeDataRequest(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<DataRequest> {
  const now = deps.clock.now();
  const { row, client, archiveIds } = await deps.db.$transaction(async (tx) => {
    const request = await lockDataRequest(tx, id);
    if (!request) throw notFound('Data request');
    if (request.status !== 'pending')
      throw new DomainError('CONFLICT', DATA_REQUEST_MESSAGES.notExecutable);
    const locked = await lockClient(tx, request.clientId);
    if (!locked) throw notFound('Data request');
    const subject: ErasureSubject = {
      clientId: locked.id,
      userId: locked.userId,
      email: locked.email,
    };
    const executed = { executedAt: now, executedByUserId: caller.identity.userId };
    if (request.type === 'export') {
      const archive = await requestArchive(tx, {
        kind: 'client_export',
        subject,
        dataRequestId: request.id,
        requestedByUserId: caller.identity.userId,
        context: eventContextOf(caller),
      });
      await markExecuted(tx, request.id, { ...executed, archiveId: archive.id });
      await recordAudit(tx, {
        action: 'data_export_executed',
        actor: auditActor(caller),
        subject: { type: 'data_request', id: request.id },
        detail: `archive ${archive.id}`,
      });
      return { ...(await reread(tx, request.id)), archiveIds: [] };
    }
    const fullName = `${locked.firstName} ${locked.lastName}`;
    const archiveIds = await startErasure(tx, request, subject, caller, now, fullName);
    await markExecuted(tx, request.id, executed);
    return { ...(await reread(tx, request.id)), archiveIds };
  });
  // Her earlier exports' ZIPs hold everything about her: gone with the rest.
  for (const archiveId of archiveIds) {
    await deps.files.delete(`archives/${archiveId}.zip`);
    await deps.files.deletePrefix(`archives/${archiveId}`);
  }
  return toDataRequestView(row, client);
}

async function reread(tx: Tx, id: string): Promise<{ row: DataRequestRow; client: Client }> {
  const row = (await findDataRequest(tx, id))!;
  return { row, client: (await findClient(tx, row.clientId))! };
}

/** crm's own part, done at once (a confirmation of its own), then the request to the others. */
async function startErasure(
  tx: Tx,
  request: DataRequestRow,
  subject: ErasureSubject,
  caller: Caller,
  now: Date,
  fullName: string,
): Promise<string[]> {
  const archiveIds = await exportArchiveIdsOf(tx, subject.clientId);
  const erased = await eraseCrmRows(tx, subject, fullName);
  await addPendingConfirmations(tx, request.id, ['crm', ...ERASURE_SERVICES], now);
  await confirm(tx, request.id, 'crm', erased, now);
  await setErasureSubject(tx, request.id, subject);
  await recordEvent(
    tx,
    'client.erasure_requested',
    { requestId: request.id, ...subject },
    eventContextOf(caller),
  );
  await recordAudit(tx, {
    action: 'erasure_executed',
    actor: auditActor(caller),
    subject: { type: 'data_request', id: request.id },
    detail: `asked: ${ERASURE_SERVICES.join(', ')}`,
  });
  return archiveIds;
}
