import type { Db, Tx } from '../db';
import type { ApprovalStatus, Prisma } from '../generated/prisma/client';

export interface ApprovalFilter {
  status: ApprovalStatus;
  page: number;
  pageSize: number;
}

/** A page of registrations in one status, newest first. */
export async function listApprovals(db: Db, filter: ApprovalFilter) {
  const where = { status: filter.status };
  const [items, total] = await Promise.all([
    db.approval.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filter.page - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.approval.count({ where }),
  ]);
  return { items, total };
}

/** A self-registration waiting for the coach's decision (a redelivered one changes nothing). */
export function recordRegistration(
  tx: Tx,
  registration: Pick<
    Prisma.ApprovalCreateInput,
    'userId' | 'email' | 'firstName' | 'lastName' | 'note' | 'role'
  >,
) {
  return tx.approval.upsert({
    where: { userId: registration.userId },
    create: registration,
    update: {},
  });
}

export function countPendingApprovals(db: Db) {
  return db.approval.count({ where: { status: 'pending' } });
}

export function findApproval(db: Db | Tx, id: string) {
  return db.approval.findUnique({ where: { id } });
}

/**
 * Decides a registration only if it is still pending: a conditional update, so of two
 * simultaneous decisions exactly one changes the row (the other waits for the row lock, then
 * finds it decided and changes nothing). Returns whether this call decided it.
 */
export async function decidePending(
  tx: Tx,
  id: string,
  data: Pick<Prisma.ApprovalUpdateInput, 'status' | 'reason' | 'decidedAt' | 'decidedByUserId'>,
): Promise<boolean> {
  const { count } = await tx.approval.updateMany({ where: { id, status: 'pending' }, data });
  return count === 1;
}
