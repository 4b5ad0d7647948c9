import { DATA_REQUEST_MESSAGES, PASSWORD_CONFIRMATION_TTL_SECONDS } from '@wellness/contracts';
import type { PasswordConfirmation, passwordConfirmationRequestSchema } from '@wellness/contracts';
import { DomainError, signPasswordProof } from '@wellness/kit';
import type { Caller, RateLimitRule } from '@wellness/kit';
import type { z } from 'zod';
import type { AuthDeps } from '../deps';
import { verifyPassword } from '../passwords';
import { findUserById } from '../users/repository';

/** Wrong passwords allowed per account before it must wait (as many as signing in allows). */
const CONFIRM_LIMIT = { limit: 5, windowSeconds: 15 * 60 } satisfies RateLimitRule;

/**
 * POST /api/auth/confirm-password: she typed her password again before something that cannot be
 * undone (her erasure request, in crm). Answers a proof bound to her user id that expires in five
 * minutes; crm verifies it with the same IDENTITY_SECRET (kit password-proof.ts).
 */
export async function confirmPassword(
  deps: Pick<AuthDeps, 'db' | 'limiter' | 'config'>,
  caller: Caller,
  { password }: z.output<typeof passwordConfirmationRequestSchema>,
): Promise<PasswordConfirmation> {
  const { userId } = caller.identity;
  const key = [{ name: `confirm-password:${userId}`, rule: CONFIRM_LIMIT }];
  await deps.limiter.assertAllowed(key, 'Too many wrong passwords.');
  const user = await findUserById(deps.db, userId);
  if (!(await verifyPassword(user?.passwordHash ?? null, password))) {
    await deps.limiter.hit(key);
    throw new DomainError('BAD_REQUEST', DATA_REQUEST_MESSAGES.passwordWrong, {
      fields: { password: DATA_REQUEST_MESSAGES.passwordWrong },
    });
  }
  const { proof, expiresAt } = signPasswordProof(
    deps.config.IDENTITY_SECRET,
    userId,
    PASSWORD_CONFIRMATION_TTL_SECONDS,
  );
  return { proof, expiresAt: expiresAt.toISOString() };
}
