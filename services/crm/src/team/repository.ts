import type { RawSql } from '@wellness/kit';
import type { Db, Tx } from '../db';
import type { Prisma, TeamMember, TeamRole } from '../generated/prisma/client';

export function listTeamMembers(db: Db) {
  return db.teamMember.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

export function findTeamMember(db: Db | Tx, id: string) {
  return db.teamMember.findUnique({ where: { id } });
}

export function findTeamMemberByEmail(db: Db | Tx, email: string) {
  return db.teamMember.findUnique({ where: { email } });
}

export function findTeamMemberByUserId(db: Db | Tx, userId: string) {
  return db.teamMember.findUnique({ where: { userId } });
}

/** Team members' names and addresses by user id (for the client snapshot other services read). */
export async function teamContactsByUserId(db: RawSql, userIds: (string | null)[]) {
  const ids = [...new Set(userIds.filter((id): id is string => !!id))];
  if (!ids.length) return new Map<string, { firstName: string; lastName: string; email: string }>();
  const members = await db.$queryRaw<
    { userId: string; firstName: string; lastName: string; email: string }[]
  >`
    SELECT user_id::text AS "userId", first_name AS "firstName", last_name AS "lastName", email
    FROM team_members WHERE user_id = ANY(${ids}::uuid[])`;
  return new Map(
    members.map((m) => [
      m.userId,
      { firstName: m.firstName, lastName: m.lastName, email: m.email },
    ]),
  );
}

/** Team members' names by user id (for names on rows and profiles). */
export async function teamNamesByUserId(db: Db | Tx, userIds: (string | null)[]) {
  const contacts = await teamContactsByUserId(db, userIds);
  return new Map(
    [...contacts].map(([id, { firstName, lastName }]) => [id, { firstName, lastName }]),
  );
}

export function createTeamMember(tx: Tx, data: Prisma.TeamMemberCreateInput) {
  return tx.teamMember.create({ data });
}

/**
 * An approved registration joins the team as an active member; a member already invited with her
 * email keeps her record and gets the account linked.
 */
export function admitTeamMember(
  tx: Tx,
  person: { userId: string; email: string; firstName: string; lastName: string; role: TeamRole },
) {
  return tx.teamMember.upsert({
    where: { email: person.email },
    create: { ...person, status: 'active' },
    update: { userId: person.userId },
  });
}

/** Links her new account to an invited member, who becomes active (a deactivated one stays so). */
export function linkTeamMemberAccount(
  tx: Tx,
  member: Pick<TeamMember, 'id' | 'status'>,
  userId: string,
) {
  return tx.teamMember.update({
    where: { id: member.id },
    data: { userId, ...(member.status === 'invited' ? { status: 'active' } : {}) },
  });
}

/** Deactivates a member unless she already is; returns whether this call changed her. */
export async function deactivateMember(tx: Tx, id: string): Promise<boolean> {
  const { count } = await tx.teamMember.updateMany({
    where: { id, status: { not: 'deactivated' } },
    data: { status: 'deactivated' },
  });
  return count === 1;
}
