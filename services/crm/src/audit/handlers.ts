import type { AuditEntry, AuditAction } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { findClientsByIds } from '../clients/repository';
import { teamNamesByUserId } from '../team/repository';
import { findDataRequestsByIds } from '../data-requests/repository';
import { listAudit } from './repository';

const PAGE_SIZE = 50;

/**
 * GET /api/data-protection/audit (the coach): who exported, erased or downloaded what, and when,
 * newest first. Names are read now, not stored: an erased client shows as "Erased client".
 */
export async function auditLog(
  deps: CrmDeps,
  _caller: Caller,
  cursor: string | null,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const rows = await listAudit(deps.db, { cursor, limit: PAGE_SIZE });
  const page = rows.slice(0, PAGE_SIZE);
  const team = await teamNamesByUserId(
    deps.db,
    page.map((r) => r.actorUserId),
  );
  const requests = new Map(
    (
      await findDataRequestsByIds(
        deps.db,
        page.filter((r) => r.subjectType === 'data_request').map((r) => r.subjectId!),
      )
    ).map((r) => [r.id, r]),
  );
  const clientIds = [
    ...page.filter((r) => r.subjectType === 'client').map((r) => r.subjectId!),
    ...[...requests.values()].map((r) => r.clientId),
  ];
  const clients = new Map(
    (await findClientsByIds(deps.db, clientIds)).map((c) => [c.id, `${c.firstName} ${c.lastName}`]),
  );

  const actorOf = (row: (typeof page)[number]) => {
    if (!row.actorUserId) return 'System';
    const member = team.get(row.actorUserId);
    if (member) return `${member.firstName} ${member.lastName}`;
    return row.actorRole === 'client' ? 'The client' : 'A former team member';
  };
  const subjectOf = (row: (typeof page)[number]): string | null => {
    if (!row.subjectId) return null;
    if (row.subjectType === 'client') return clients.get(row.subjectId) ?? 'A deleted client';
    if (row.subjectType === 'data_request') {
      const request = requests.get(row.subjectId);
      const client = request && clients.get(request.clientId);
      return client ? `${client} (${request.type} request)` : 'A data request';
    }
    return `Backup ${row.subjectId.slice(0, 8)}`;
  };

  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action as AuditAction,
      actor: actorOf(row),
      subject: subjectOf(row),
      detail: row.detail,
      at: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}
