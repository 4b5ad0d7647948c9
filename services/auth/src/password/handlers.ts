import type { z } from 'zod';
import type {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@wellness/contracts';
import { JOB_QUEUES } from '@wellness/contracts';
import { DomainError, withTimeout } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { AuthDeps } from '../deps';
import type { Visitor } from '../visitor';
import { hashPassword, verifyPassword } from '../passwords';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  setPasswordHash,
} from '../users/repository';
import { revokeUserSessions } from '../sessions/repository';
import { clearAccountLock } from '../login/limits';
import { emailPasswordLink } from './links';
import { consumePasswordToken, findPasswordToken } from './repository';

export const PASSWORD_MESSAGES = {
  resetRequested:
    'If an account exists for that email, we have sent a link to reset your password. It is valid for 1 hour.',
  invalidLink: 'This password link is not valid. Please request a new one.',
  usedLink: 'This password link has already been used. Please request a new one.',
  expiredLink: 'This password link has expired. Please request a new one.',
  passwordSet: 'Your password has been saved. You can now sign in.',
  wrongCurrent: 'Your current password is incorrect.',
  changed: 'Your password has been changed. Other devices have been signed out.',
  unavailable: 'This service is temporarily unavailable. Please try again in a moment.',
};

const RESET_REQUEST_LIMIT = { limit: 5, windowSeconds: 60 * 60 };
const QUEUE_TIMEOUT_MS = 2000;

/** A forgot-password request waiting for its job: whose, and the request's correlation id. */
export interface ResetRequest {
  email: string;
  correlationId: string;
}

export type ResetOutcome = 'sent' | 'no-account' | 'limited';

/**
 * Same answer, and the same work, whether or not the account exists: every request becomes one
 * job (sendResetLink looks the account up off the request path), so its timing tells nothing.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  visitor: Visitor,
  { email }: z.output<typeof forgotPasswordSchema>,
) {
  const request: ResetRequest = {
    email: normaliseEmail(email),
    correlationId: visitor.correlationId,
  };
  try {
    await withTimeout(
      deps.jobs.get(JOB_QUEUES.passwordResetRequest).add('reset-request', request),
      QUEUE_TIMEOUT_MS,
      'queueing the reset request',
    );
  } catch {
    throw new DomainError('UNAVAILABLE', PASSWORD_MESSAGES.unavailable);
  }
  return { message: PASSWORD_MESSAGES.resetRequested };
}

/** The job behind a forgot-password request: a link is emailed only when the account exists. */
export async function sendResetLink(
  deps: AuthDeps,
  ctx: { correlationId: string },
  { email }: Pick<ResetRequest, 'email'>,
): Promise<ResetOutcome> {
  const limitKey = [{ name: `reset:account:${normaliseEmail(email)}`, rule: RESET_REQUEST_LIMIT }];
  const limited = await deps.limiter.assertAllowed(limitKey, '').then(
    () => false,
    () => true,
  );
  if (limited) return 'limited';
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.active) return 'no-account';
  await deps.limiter.hit(limitKey);
  await deps.db.$transaction(async (tx) => {
    await emailPasswordLink(tx, deps.config.APP_URL, user, 'reset', {
      correlationId: ctx.correlationId,
      actor: null,
    });
  });
  return 'sent';
}

/** Sets a password from an emailed link (reset or invitation) and signs out every session. */
export async function resetPassword(
  deps: AuthDeps,
  _visitor: Visitor,
  input: z.output<typeof resetPasswordSchema>,
) {
  const record = await findPasswordToken(deps.db, input.token);
  if (!record) throw new DomainError('BAD_REQUEST', PASSWORD_MESSAGES.invalidLink);
  if (record.usedAt) throw new DomainError('GONE', PASSWORD_MESSAGES.usedLink);
  if (record.expiresAt <= new Date()) throw new DomainError('GONE', PASSWORD_MESSAGES.expiredLink);
  const passwordHash = await hashPassword(input.password);
  await deps.db.$transaction(async (tx) => {
    if (!(await consumePasswordToken(tx, record.id)))
      throw new DomainError('GONE', PASSWORD_MESSAGES.usedLink);
    await setPasswordHash(tx, record.userId, passwordHash);
    await revokeUserSessions(tx, record.userId);
  });
  // She proved she owns the account: whatever lock guessing put on it is lifted.
  const user = await findUserById(deps.db, record.userId);
  if (user) await clearAccountLock(deps.limiter, user.email);
  await deps.announceSessionChange(record.userId);
  return { message: PASSWORD_MESSAGES.passwordSet };
}

export async function changePassword(
  deps: AuthDeps,
  { identity }: Caller,
  input: z.output<typeof changePasswordSchema>,
) {
  const user = await findUserById(deps.db, identity.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new DomainError('BAD_REQUEST', PASSWORD_MESSAGES.wrongCurrent, {
      fields: { currentPassword: PASSWORD_MESSAGES.wrongCurrent },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.$transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, identity.sessionId);
  });
  await deps.announceSessionChange(user.id);
  return { message: PASSWORD_MESSAGES.changed };
}
