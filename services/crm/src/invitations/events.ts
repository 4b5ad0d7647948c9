import { recordEvent } from '@wellness/kit';
import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { fullName } from '../people';
import { recordActivity } from '../activity/repository';
import { findClientByEmail, findClientByUserId, updateClient } from '../clients/repository';
import { recordClientChanges } from '../clients/changes';
import { findTeamMemberByEmail, linkTeamMemberAccount } from '../team/repository';

/**
 * `user.invited` (from auth, after `client.invited` or `team.member_invited`): her account now
 * exists, approved, and the set-password email is on its way. crm links the account by email:
 *  - a client: `userId` set; a pending client (a converted lead) becomes active.
 *  - a team member: `userId` set; an invited member becomes active (assignable). crm cannot see
 *    when she first signs in, so "invited" means "no account yet". A member deactivated before
 *    her account existed gets `team.member_deactivated` now, so auth blocks the new account.
 * Re-sent invitations (auth sends a fresh link to an account without a password) change nothing.
 */
export const invitationEvents: EventHandlers<Tx> = {
  'user.invited': async (event, tx, ctx) => {
    const { userId, role } = event.payload;
    const email = event.payload.email.toLowerCase();
    const context = { correlationId: event.correlationId, actor: { service: 'crm' } };
    if (role === 'client') {
      const client = await findClientByEmail(tx, email);
      if (!client) {
        ctx.log.info({ userId }, 'invited client has no client record; nothing to link');
        return;
      }
      if (client.userId) {
        if (client.userId !== userId)
          ctx.log.warn({ clientId: client.id, userId }, 'client already linked to another account');
        return;
      }
      if (await findClientByUserId(tx, userId)) {
        ctx.log.warn({ userId }, 'account already linked to another client record');
        return;
      }
      await updateClient(tx, client.id, {
        userId,
        ...(client.status === 'pending' ? { status: 'active' } : {}),
      });
      await recordClientChanges(tx, [client.id], context);
      await recordActivity(tx, {
        subjectType: 'client',
        subjectId: client.id,
        kind: 'account_created',
        summary: 'Account created; invitation email with a set-password link sent',
        actor: null,
      });
      return;
    }

    const member = await findTeamMemberByEmail(tx, email);
    if (!member) {
      ctx.log.info({ userId }, 'invited team member not found; nothing to link');
      return;
    }
    if (member.userId) return;
    await linkTeamMemberAccount(tx, member, userId);
    await recordActivity(tx, {
      subjectType: 'team',
      subjectId: member.id,
      kind: 'account_created',
      summary: `Account created for ${fullName(member)}; invitation email sent`,
      actor: null,
    });
    if (member.status === 'deactivated')
      await recordEvent(tx, 'team.member_deactivated', { userId }, context);
  },
};
