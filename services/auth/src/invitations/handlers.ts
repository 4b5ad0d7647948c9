import type { EventHandlers, HandlerContext } from '@wellness/kit';
import { recordEvent } from '@wellness/kit';
import type { Role } from '@wellness/contracts';
import type { Tx } from '../db';
import {
  createUser,
  findUserByEmail,
  findUserById,
  setActive,
  updateApproval,
} from '../users/repository';
import type { AnnounceSessionChange } from '../sessions/changes';
import { revokeUserSessions } from '../sessions/repository';
import { issuePasswordToken } from '../password/tokens-repository';

interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/**
 * Creates the invited account (approved, no password yet) and asks for the invitation email
 * with a set-password link. An existing account without a password gets a fresh link.
 */
async function invite(
  tx: Tx,
  invitee: Invitee,
  appUrl: string,
  event: { correlationId: string },
  ctx: HandlerContext,
) {
  const existing = await findUserByEmail(tx, invitee.email);
  if (existing?.passwordHash) {
    ctx.log.info({ userId: existing.id }, 'invitee already has an account; no invitation sent');
    return;
  }
  const user =
    existing ??
    (await createUser(tx, { ...invitee, approvalStatus: 'approved', passwordHash: null }));
  const { token, expiresAt } = await issuePasswordToken(tx, user.id, 'invite');
  await recordEvent(
    tx,
    'user.invited',
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      setPasswordUrl: `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    },
    { correlationId: event.correlationId, actor: { service: 'auth' } },
  );
}

export function authEventHandlers(
  appUrl: string,
  announceSessionChange: AnnounceSessionChange,
): EventHandlers<Tx> {
  return {
    'client.invited': (event, tx, ctx) =>
      invite(
        tx,
        {
          email: event.payload.email,
          firstName: event.payload.firstName,
          lastName: event.payload.lastName,
          role: 'client',
        },
        appUrl,
        event,
        ctx,
      ),
    'team.member_invited': (event, tx, ctx) => invite(tx, event.payload, appUrl, event, ctx),
    'approval.decided': async (event, tx, ctx) => {
      const { userId, decision, reason } = event.payload;
      if (!(await findUserById(tx, userId))) {
        ctx.log.warn({ userId }, 'approval decided for an unknown user');
        return;
      }
      await updateApproval(tx, userId, decision, decision === 'rejected' ? (reason ?? null) : null);
      if (decision === 'rejected') await revokeUserSessions(tx, userId);
      ctx.afterCommit(() => announceSessionChange(userId));
    },
    'team.member_deactivated': async (event, tx, ctx) => {
      await setActive(tx, event.payload.userId, false);
      await revokeUserSessions(tx, event.payload.userId);
      ctx.afterCommit(() => announceSessionChange(event.payload.userId));
    },
  };
}
