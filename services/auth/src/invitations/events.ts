import type { EventHandlers, HandlerContext } from '@wellness/kit';
import type { Role } from '@wellness/contracts';
import type { Tx } from '../db';
import type { AuthDeps } from '../deps';
import { emailPasswordLink } from '../password/links';
import { createUser, findUserByEmail } from '../users/repository';

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
  deps: Pick<AuthDeps, 'config'>,
  tx: Tx,
  invitee: Invitee,
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
  await emailPasswordLink(tx, deps.config.APP_URL, user, 'invite', {
    correlationId: ctx.correlationId,
    actor: { service: 'auth' },
  });
}

/** crm invited a client (at convert) or a team member: an account to set a password for. */
export function invitationEvents(deps: Pick<AuthDeps, 'config'>): EventHandlers<Tx> {
  return {
    'client.invited': (event, tx, ctx) => {
      const { email, firstName, lastName } = event.payload;
      return invite(deps, tx, { email, firstName, lastName, role: 'client' }, ctx);
    },
    'team.member_invited': (event, tx, ctx) => invite(deps, tx, event.payload, ctx),
  };
}
