import { createHash, randomBytes } from 'node:crypto';

/** A download link's secret: 256 random bits, URL-safe. Only its hash is stored. */
export const newDownloadToken = (): string => randomBytes(32).toString('base64url');

export const hashDownloadToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
