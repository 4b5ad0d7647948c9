import { TEAM_MESSAGES } from '@wellness/contracts';
import type { TeamMember as TeamMemberDto, teamInvitationSchema } from '@wellness/contracts';
import { DomainError, conflict, eventContextOf, notFound, recordEvent } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { Db, Tx } from '../db';
import type { CrmDeps } from '../deps';
import type { TeamMember } from '../generated/prisma/client';
import { actorOf } from '../actor';
import { fullName } from '../people';
import { recordActivities, recordActivity } from '../activity/repository';
import { assignedClientCounts, unassignAllOf } from '../clients/repository';
import { recordClientChanges } from '../clients/changes';
import {
  createTeamMember,
  deactivateMember,
  findTeamMember,
  findTeamMemberByEmail,
  listTeamMembers,
} from './repository';
import { canDeactivate } from './access';

type TeamInvitation = z.output<typeof teamInvitationSchema>;

const toMember = (member: TeamMember, counts: Map<string, number>): TeamMemberDto => ({
  id: member.id,
  userId: member.userId,
  email: member.email,
  firstName: member.firstName,
  lastName: member.lastName,
  role: member.role,
  status: member.status,
  assignedClients: counts.get(`${member.role}:${member.userId}`) ?? 0,
  createdAt: member.createdAt.toISOString(),
});

async function withCounts(db: Db | Tx, member: TeamMember): Promise<TeamMemberDto> {
  return toMember(member, await assignedClientCounts(db, [member]));
}

/** Coach only: everyone on the team (oldest first) with how many clients each looks after. */
export async function teamList(deps: CrmDeps, _caller: Caller): Promise<TeamMemberDto[]> {
  const members = await listTeamMembers(deps.db);
  const counts = await assignedClientCounts(deps.db, members);
  return members.map((member) => toMember(member, counts));
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/**
 * Coach only: invites a coach or nutritionist. In one transaction: the member (status invited) and
 * `team.member_invited` in the outbox (auth creates her account without a password and emits
 * `user.invited`; notification emails the set-password link; crm links the account when
 * `user.invited` comes back, see invitations/events.ts). An email already on the team: 409.
 */
export async function inviteTeamMember(
  deps: CrmDeps,
  caller: Caller,
  input: TeamInvitation,
): Promise<TeamMemberDto> {
  const actor = await actorOf(deps.db, caller);
  const email = input.email.toLowerCase();
  try {
    return await deps.db.$transaction(async (tx) => {
      if (await findTeamMemberByEmail(tx, email)) throw conflict(TEAM_MESSAGES.alreadyMember);
      const member = await createTeamMember(tx, {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        status: 'invited',
      });
      await recordActivity(tx, {
        subjectType: 'team',
        subjectId: member.id,
        kind: 'invited',
        summary: `${fullName(member)} invited as ${input.role} (${email})`,
        actor,
      });
      await recordEvent(
        tx,
        'team.member_invited',
        { email, firstName: input.firstName, lastName: input.lastName, role: input.role },
        eventContextOf(caller),
      );
      return toMember(member, new Map());
    });
  } catch (error) {
    // Two simultaneous invitations of one email: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyMember);
    throw error;
  }
}

/**
 * Coach only: deactivates a member (never herself). In one transaction: the status, the
 * nutritionist's clients unassigned (so none is left with someone who can no longer sign in; they
 * show up under "no nutritionist"), timeline entries, and `team.member_deactivated` in the outbox
 * when she has an account (auth refuses her sign-in and ends her sessions). A member invited but
 * without an account yet is only marked; if her account arrives later, the `user.invited` consumer
 * sends the deactivation then. Deactivating a deactivated member changes nothing.
 */
export async function deactivateTeamMember(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<TeamMemberDto> {
  const actor = await actorOf(deps.db, caller);
  return deps.db.$transaction(async (tx) => {
    const member = await findTeamMember(tx, id);
    if (!member) throw notFound('Team member');
    if (!canDeactivate(caller, member))
      throw new DomainError('BAD_REQUEST', TEAM_MESSAGES.cannotDeactivateSelf);
    if (await deactivateMember(tx, id)) {
      const unassigned =
        member.role === 'nutritionist' && member.userId
          ? await unassignAllOf(tx, member.userId)
          : [];
      await recordClientChanges(tx, unassigned, eventContextOf(caller));
      await recordActivities(tx, [
        {
          subjectType: 'team',
          subjectId: id,
          kind: 'deactivated',
          summary:
            `${fullName(member)} deactivated` +
            (unassigned.length
              ? `; ${unassigned.length} client${unassigned.length === 1 ? '' : 's'} unassigned`
              : ''),
          actor,
        },
        ...unassigned.map((clientId) => ({
          subjectType: 'client' as const,
          subjectId: clientId,
          kind: 'unassigned',
          summary: `Nutritionist ${fullName(member)} unassigned (deactivated)`,
          actor,
        })),
      ]);
      if (member.userId)
        await recordEvent(
          tx,
          'team.member_deactivated',
          { userId: member.userId },
          eventContextOf(caller),
        );
    }
    return withCounts(tx, (await findTeamMember(tx, id))!);
  });
}
