import type { AuditAction } from '@wellness/contracts';
import type { Db, Tx } from '../db';

/** What an audit entry is about. */
export type AuditSubjectType = 'client' | 'data_request' | 'backup';

/**
 * One audit entry, recorded in the transaction of what it records. It holds ids, never names or
 * addresses: an erased client's entries stay and name nobody (the list reads names at display).
 */
export interface AuditEntryInput {
  action: AuditAction;
  /** Who did it: a person (her user id and role), or null for the system (the saga, a job). */
  actor: { userId: string; role: string } | null;
  subject?: { type: AuditSubjectType; id: string } | null;
  /** A short, name-free note ("archive 3f…", "services: auth, checkin"). */
  detail?: string | null;
}

/** Records who exported, erased, downloaded or withdrew what (GET /api/data-protection/audit). */
export async function recordAudit(tx: Tx | Db, entry: AuditEntryInput): Promise<void> {
  await tx.auditLog.create({
    data: {
      action: entry.action,
      actorUserId: entry.actor?.userId ?? null,
      actorRole: entry.actor?.role ?? null,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      detail: entry.detail ?? null,
    },
  });
}

/** A page of the log, newest first, after the cursor (an entry id). */
export async function listAudit(db: Db, page: { cursor: string | null; limit: number }) {
  const after = page.cursor
    ? await db.auditLog.findUnique({
        where: { id: page.cursor },
        select: { createdAt: true, id: true },
      })
    : null;
  return db.auditLog.findMany({
    where: after
      ? {
          OR: [
            { createdAt: { lt: after.createdAt } },
            { createdAt: after.createdAt, id: { gt: after.id } },
          ],
        }
      : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: page.limit + 1,
  });
}
