import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A backup's passphrase waits in its archives row from the request until the ZIP is written (the
 * worker needs it; a job's data in Redis is no place for it), sealed with AES-256-GCM, and is
 * cleared once the archive is ready or failed.
 */
export function sealPassphrase(key: Buffer, passphrase: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(passphrase, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function unsealPassphrase(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('A sealed passphrase has three parts');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
