import { DATA_REQUEST_LIMITS, DATA_REQUEST_MESSAGES } from '@wellness/contracts';
import type { DataRequest, DataRequestList, dataRequestInputSchema } from '@wellness/contracts';
import { DomainError, notFound, verifyPasswordProof } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { CrmDeps } from '../deps';
import type { Client } from '../generated/prisma/client';
import { findClient, findClientByUserId, findClientsByIds } from '../clients/repository';
import { recordAudit } from '../audit/repository';
import { canReadDataRequest } from './access';
import {
  createDataRequest,
  findDataRequest,
  hasExecutedErasure,
  listDataRequests,
} from './repository';
import { toDataRequestView } from './view';

type DataRequestInput = z.output<typeof dataRequestInputSchema>;

/** The most requests one list shows (a business has a handful a year). */
const LIST_LIMIT = 500;
const DAY_MS = 24 * 3600_000;
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

export const auditActor = (caller: Caller) => ({
  userId: caller.identity.userId,
  role: caller.identity.role,
});

/** POST /api/data-requests: a client asks for herself, the coach for one of her clients. */
export async function requestData(
  deps: CrmDeps,
  caller: Caller,
  input: DataRequestInput,
): Promise<DataRequest> {
  const client = await clientOfNewRequest(deps, caller, input);
  if (await hasExecutedErasure(deps.db, client.id))
    throw new DomainError('CONFLICT', DATA_REQUEST_MESSAGES.alreadyErased);
  const now = deps.clock.now();
  try {
    const row = await deps.db.$transaction(async (tx) => {
      const created = await createDataRequest(tx, {
        type: input.type,
        clientId: client.id,
        requestedBy: caller.identity.role === 'client' ? 'client' : 'coach',
        requestedByUserId: caller.identity.userId,
        dueAt: new Date(now.getTime() + DATA_REQUEST_LIMITS.deadlineDays * DAY_MS),
      });
      await recordAudit(tx, {
        action: input.type === 'export' ? 'data_export_requested' : 'erasure_requested',
        actor: auditActor(caller),
        subject: { type: 'data_request', id: created.id },
      });
      return created;
    });
    return toDataRequestView(row, client);
  } catch (error) {
    // The partial unique index: one open request of each kind per client.
    if (isUniqueViolation(error))
      throw new DomainError('CONFLICT', DATA_REQUEST_MESSAGES.alreadyOpen);
    throw error;
  }
}

/** Whose request it is: the client herself (an erasure with a fresh password proof), or the coach's pick. */
async function clientOfNewRequest(
  deps: CrmDeps,
  caller: Caller,
  input: DataRequestInput,
): Promise<Client> {
  if (caller.identity.role === 'coach') {
    if (!input.clientId) throw new DomainError('BAD_REQUEST', DATA_REQUEST_MESSAGES.clientRequired);
    const client = await findClient(deps.db, input.clientId);
    if (!client)
      throw new DomainError('BAD_REQUEST', 'No client with that id: choose one of your clients');
    return client;
  }
  const client = await findClientByUserId(deps.db, caller.identity.userId);
  if (!client) throw new DomainError('NOT_FOUND', DATA_REQUEST_MESSAGES.noClientRecord);
  if (input.clientId && input.clientId !== client.id) throw notFound('Client');
  if (input.type === 'erasure') {
    if (!input.passwordProof)
      throw new DomainError('BAD_REQUEST', DATA_REQUEST_MESSAGES.passwordRequired);
    const valid = verifyPasswordProof(
      deps.config.IDENTITY_SECRET,
      input.passwordProof,
      caller.identity.userId,
      deps.clock.now().getTime(),
    );
    if (!valid) throw new DomainError('FORBIDDEN', DATA_REQUEST_MESSAGES.proofInvalid);
  }
  return client;
}

/** GET /api/data-requests: the coach's queue (every request, deadlines first); a client's own. */
export async function dataRequestList(deps: CrmDeps, caller: Caller): Promise<DataRequestList> {
  let clientId: string | undefined;
  if (caller.identity.role === 'client') {
    const own = await findClientByUserId(deps.db, caller.identity.userId);
    if (!own) return { items: [] };
    clientId = own.id;
  }
  const rows = await listDataRequests(deps.db, { clientId }, LIST_LIMIT);
  const clients = new Map(
    (await findClientsByIds(deps.db, [...new Set(rows.map((r) => r.clientId))])).map((c) => [
      c.id,
      c,
    ]),
  );
  return {
    items: rows.flatMap((row) => {
      const client = clients.get(row.clientId);
      return client ? [toDataRequestView(row, client)] : [];
    }),
  };
}

/** The request and its client, if the caller may see it (others: 404). */
export async function dataRequestFor(deps: CrmDeps, caller: Caller, id: string) {
  const row = await findDataRequest(deps.db, id);
  const client = row && (await findClient(deps.db, row.clientId));
  if (!row || !client || !canReadDataRequest(caller, { clientUserId: client.userId }))
    throw notFound('Data request');
  return { row, client };
}
