import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret for a cookie or an emailed link: 256 bits. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a token is stored and looked up: its SHA-256, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
