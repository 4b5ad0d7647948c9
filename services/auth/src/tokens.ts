import { randomBytes } from 'node:crypto';

export { hashToken } from '@wellness/kit';

/** A random URL-safe secret for cookies and emailed links; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
