import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PATH } from '@wellness/contracts';
import type { Brand } from '../emails/brand';
import { UNSUBSCRIBE_LINK_PLACEHOLDER, escapeHtml } from '../emails/layout';

/**
 * An unsubscribe token names one address and proves notification wrote it:
 * `base64url(address).base64url(HMAC-SHA256(key, address))`, the address lower-cased. It never
 * expires: a link in an old email must still work (RFC 8058 asks that it keep working).
 *
 * The key is derived from IDENTITY_SECRET under its own label, so a token can never pass for
 * anything else signed with that secret, and no new variable is needed.
 */
const KEY_LABEL = 'unsubscribe-v1';
/** Longer than any token for a real address (254 characters at most); refused unread. */
const MAX_TOKEN_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update(KEY_LABEL).digest();
    keys.set(secret, key);
  }
  return key;
}

const signatureOf = (secret: string, address: string) =>
  createHmac('sha256', keyOf(secret)).update(address).digest();

const normalise = (email: string) => email.trim().toLowerCase();

/** The token of an address (`secret`: the service's IDENTITY_SECRET). */
export function signUnsubscribeToken(secret: string, email: string): string {
  const address = normalise(email);
  return `${Buffer.from(address).toString('base64url')}.${signatureOf(secret, address).toString('base64url')}`;
}

/** The address a token names, or null for anything notification did not sign. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !parts.every((part) => BASE64URL.test(part))) return null;
  const address = Buffer.from(parts[0]!, 'base64url').toString('utf8');
  // Only the canonical spelling: the same address has one token.
  if (!address.includes('@') || address !== normalise(address)) return null;
  if (Buffer.from(address).toString('base64url') !== parts[0]) return null;
  const given = Buffer.from(parts[1]!, 'base64url');
  const expected = signatureOf(secret, address);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // The signature's last character has spare bits: only its canonical spelling passes.
  return given.toString('base64url') === parts[1] ? address : null;
}

/** The page (and one-click endpoint) of an address: `${appUrl}/unsubscribe/${token}`. */
export function unsubscribeUrl(brand: Pick<Brand, 'appUrl'>, secret: string, email: string) {
  return `${brand.appUrl}${UNSUBSCRIBE_PATH}/${signUnsubscribeToken(secret, email)}`;
}

/** A rendered marketing email with its layout's unsubscribe placeholder filled in (layout.ts). */
export function fillUnsubscribeLink<E extends { html: string; text: string }>(
  email: E,
  url: string,
): E {
  return {
    ...email,
    html: email.html.split(UNSUBSCRIBE_LINK_PLACEHOLDER).join(escapeHtml(url)),
    text: email.text.split(UNSUBSCRIBE_LINK_PLACEHOLDER).join(url),
  };
}
