import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { roleSchema } from '@wellness/contracts';
import type { CurrentUser } from '@wellness/contracts';
import { AcceptedSignatures } from './accepted-signatures';

/**
 * The identity the gateway vouches for, signed with IDENTITY_SECRET and short-lived.
 * Services verify the signature; a forged or stale header is simply ignored.
 */
export const identitySchema = z.object({
  userId: z.string(),
  role: roleSchema,
  sessionId: z.string(),
  email: z.string(),
  firstName: z.string(),
  exp: z.number(),
});
export type Identity = z.infer<typeof identitySchema>;

const TTL_SECONDS = 60;

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** What the identity of a session's holder says: signed by auth, or by a gateway from the directory. */
export function sessionIdentity(sessionId: string, user: CurrentUser): Omit<Identity, 'exp'> {
  const { id: userId, role, email, firstName } = user;
  return { userId, role, sessionId, email, firstName };
}

export function signIdentity(
  identity: Omit<Identity, 'exp'>,
  secret: string,
  now = Date.now(),
): string {
  const data = Buffer.from(
    JSON.stringify({ ...identity, exp: Math.floor(now / 1000) + TTL_SECONDS }),
  ).toString('base64url');
  return `${data}.${sign(data, secret)}`;
}

export function verifyIdentity(
  header: string | undefined,
  secret: string,
  now = Date.now(),
): Identity | null {
  if (!header) return null;
  const [data, signature] = header.split('.');
  if (!data || !signature) return null;
  const expected = Buffer.from(sign(data, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = identitySchema.safeParse(JSON.parse(Buffer.from(data, 'base64url').toString()));
    if (!parsed.success || parsed.data.exp * 1000 < now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/**
 * `verifyIdentity` for one secret that remembers the headers it accepted (AcceptedSignatures). The
 * gateway sends a session's signed header unchanged on each of its requests while it lives (a
 * minute), so each costs one HMAC, not one per request.
 */
export function identityVerifier(secret: string) {
  const accepted = new AcceptedSignatures<Identity>();
  return (header: string | undefined, now = Date.now()): Identity | null => {
    if (!header) return null;
    return accepted.check(header, now, () => {
      const identity = verifyIdentity(header, secret, now);
      // Shared by every request that carries the header: nobody may change it.
      return identity && { value: Object.freeze(identity), expiresAt: identity.exp * 1000 };
    });
  };
}
