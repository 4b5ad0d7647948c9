import type { RateLimitRule, RateLimiter } from '@wellness/kit';
import { normaliseEmail } from '../users/repository';

/**
 * Failed sign-ins allowed per 15 minutes: per account from devices it has never signed in on
 * (where guessing comes from), per device that has (so an attack elsewhere cannot lock the owner
 * out of her own browser), and per client address across accounts.
 */
export const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowSeconds: 15 * 60 } satisfies RateLimitRule,
  perDevice: { limit: 5, windowSeconds: 15 * 60 } satisfies RateLimitRule,
  perAddress: { limit: 20, windowSeconds: 15 * 60 } satisfies RateLimitRule,
};

export const accountLockKey = (email: string) => `login:account:${normaliseEmail(email)}`;
export const deviceLockKey = (nonce: string) => `login:device:${nonce}`;
export const addressLockKey = (ip: string) => `login:address:${ip}`;

/** Lifts the account's lock for unknown devices (after she proved she owns it, e.g. by a reset). */
export function clearAccountLock(limiter: RateLimiter, email: string): Promise<void> {
  return limiter.reset([accountLockKey(email)]);
}
