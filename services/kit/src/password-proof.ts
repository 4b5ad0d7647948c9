import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A password-confirmation proof: auth's word that this user typed her password moments ago, for a
 * service that cannot check passwords (crm, before an erasure request). It is
 * `base64url(userId:expiresAtSeconds).base64url(HMAC-SHA256(key, that))`, the key derived from
 * IDENTITY_SECRET under its own label, so it can pass for nothing else signed with that secret.
 */
const KEY_LABEL = 'password-proof-v1';
const MAX_PROOF_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update(KEY_LABEL).digest();
const signatureOf = (secret: string, data: string) =>
  createHmac('sha256', keyOf(secret)).update(data).digest();

/** A proof for `userId` that expires `ttlSeconds` after `now`. */
export function signPasswordProof(
  secret: string,
  userId: string,
  ttlSeconds: number,
  now = Date.now(),
): { proof: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor(now / 1000) + ttlSeconds;
  const data = `${userId}:${expiresAtSeconds}`;
  const proof = `${Buffer.from(data).toString('base64url')}.${signatureOf(secret, data).toString('base64url')}`;
  return { proof, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** Whether `proof` is auth's, unexpired, for exactly this user. */
export function verifyPasswordProof(
  secret: string,
  proof: string,
  userId: string,
  now = Date.now(),
): boolean {
  if (proof.length > MAX_PROOF_LENGTH) return false;
  const parts = proof.split('.');
  if (parts.length !== 2 || !parts.every((part) => BASE64URL.test(part))) return false;
  const data = Buffer.from(parts[0]!, 'base64url').toString('utf8');
  const [subject, expires] = data.split(':');
  if (subject !== userId || !/^\d+$/.test(expires ?? '')) return false;
  if (Number(expires) * 1000 < now) return false;
  const given = Buffer.from(parts[1]!, 'base64url');
  const expected = signatureOf(secret, data);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
