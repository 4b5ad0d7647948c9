import type { RawSqlExecutor } from '@wellness/kit';
import type { Db, Tx } from '../db';
import type { AccountRole, ApprovalStatus, Prisma } from '../generated/prisma/client';

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

/** What a self-registration brings (auth's `user.registered`). */
export interface Registration {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  note?: string | null;
  role: AccountRole;
}

/**
 * Self-registrations waiting for the coach's decision (a redelivered one changes nothing), in one
 * statement whether one or many (the consumer's batch): Prisma's upsert takes three round trips
 * per row (read, insert, read back). Each row is created at the time of its insert
 * (`clock_timestamp()`), as Prisma's default was, not at the start of a transaction that consumes
 * many events together.
 */
export async function recordRegistrations(
  tx: RawSqlExecutor,
  registrations: Registration[],
): Promise<void> {
  if (!registrations.length) return;
  const rows = JSON.stringify(
    registrations.map(({ userId, email, firstName, lastName, note, role }) => ({
      user_id: userId,
      email,
      first_name: firstName,
      last_name: lastName,
      note: note ?? null,
      role,
    })),
  );
  await tx.$executeRaw`
    INSERT INTO approvals (id, user_id, email, first_name, last_name, note, role, created_at)
    SELECT gen_random_uuid(), r.user_id, r.email, r.first_name, r.last_name, r.note,
           r.role::"AccountRole", clock_timestamp()
    FROM jsonb_to_recordset(${rows}::jsonb)
      AS r(user_id uuid, email text, first_name text, last_name text, note text, role text)
    ON CONFLICT (user_id) DO NOTHING`;
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
