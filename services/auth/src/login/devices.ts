import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '../users/repository';

/**
 * Device cookies (OWASP's "slow down online guessing with device cookies"): a successful sign-in
 * leaves the browser a token signed for that account, `<nonce>.<signature>`. A sign-in that
 * presents a valid one for the account it names comes from a device that signed in before, so
 * the account's lockout (which anyone can trigger) does not apply to it; its own limit does.
 * The cookie holds no email: the signature binds the nonce to the account named in the sign-in.
 */
function signature(secret: string, email: string, nonce: string): Buffer {
  return createHmac('sha256', secret)
    .update(`device-cookie:${normaliseEmail(email)}:${nonce}`)
    .digest();
}

/** A new device token for the account. */
export function newDeviceToken(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(secret, email, nonce).toString('base64url')}`;
}

/** The device's nonce when the token was signed for this account, else null. */
export function knownDevice(
  secret: string,
  email: string,
  token: string | undefined,
): string | null {
  const [nonce, signed, extra] = token?.split('.') ?? [];
  if (!nonce || !signed || extra !== undefined) return null;
  const expected = signature(secret, email, nonce);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
