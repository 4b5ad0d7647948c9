import type { Db, Tx } from '../db';
import type { Prisma, TeamMember } from '../generated/prisma/client';

export function listTeamMembers(db: Db) {
  return db.teamMember.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

export function findTeamMember(db: Db | Tx, id: string) {
  return db.teamMember.findUnique({ where: { id } });
}

export function findTeamMemberByEmail(db: Db | Tx, email: string) {
  return db.teamMember.findUnique({ where: { email } });
}

export function createTeamMember(tx: Tx, data: Prisma.TeamMemberCreateInput) {
  return tx.teamMember.create({ data });
}

/** Deactivates a member unless she already is; returns whether this call changed her. */
export async function deactivateMember(tx: Tx, id: string): Promise<boolean> {
  const { count } = await tx.teamMember.updateMany({
    where: { id, status: { not: 'deactivated' } },
    data: { status: 'deactivated' },
  });
  return count === 1;
}

/**
 * How many clients each member looks after: a nutritionist her assigned clients, a coach the
 * clients she coaches. Two grouped counts over indexed columns.
 */
export async function assignedClientCounts(
  db: Db | Tx,
  members: Pick<TeamMember, 'userId' | 'role'>[],
): Promise<Map<string, number>> {
  const ids = (role: TeamMember['role']) =>
    members.filter((m) => m.role === role && m.userId).map((m) => m.userId!);
  const [nutritionists, coaches] = await Promise.all([
    db.client.groupBy({
      by: ['nutritionistUserId'],
      where: { nutritionistUserId: { in: ids('nutritionist') } },
      _count: { _all: true },
    }),
    db.client.groupBy({
      by: ['coachUserId'],
      where: { coachUserId: { in: ids('coach') } },
      _count: { _all: true },
    }),
  ]);
  return new Map([
    ...nutritionists.map(
      (row) => [`nutritionist:${row.nutritionistUserId}`, row._count._all] as const,
    ),
    ...coaches.map((row) => [`coach:${row.coachUserId}`, row._count._all] as const),
  ]);
}
