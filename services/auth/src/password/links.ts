import { recordEvent } from '@wellness/kit';
import type { EventContext } from '@wellness/kit';
import type { TokenPurpose, User } from '../generated/prisma/client';
import type { Tx } from '../db';
import { issuePasswordToken } from './repository';

/**
 * Issues a single-use link to the set-password page (retiring the user's earlier links of that
 * purpose) and records the event that emails it: `user.invited` for an invitation,
 * `user.password_reset_requested` for a reset. Runs in the caller's transaction.
 */
export async function emailPasswordLink(
  tx: Tx,
  appUrl: string,
  user: User,
  purpose: TokenPurpose,
  context: EventContext,
): Promise<void> {
  const { token, expiresAt } = await issuePasswordToken(tx, user.id, purpose);
  const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const recipient = { userId: user.id, email: user.email, firstName: user.firstName };
  const expires = expiresAt.toISOString();
  if (purpose === 'invite') {
    const invitee = { lastName: user.lastName, role: user.role };
    await recordEvent(
      tx,
      'user.invited',
      { ...recipient, ...invitee, setPasswordUrl: url, expiresAt: expires },
      context,
    );
  } else {
    await recordEvent(
      tx,
      'user.password_reset_requested',
      { ...recipient, resetUrl: url, expiresAt: expires },
      context,
    );
  }
}
