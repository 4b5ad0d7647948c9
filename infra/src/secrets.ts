import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from './paths';

/** Generated once per checkout and kept in .data/secrets.json (gitignored). */
interface Secrets {
  identitySecret?: string;
  localPostgresPassword?: string;
}

const FILE = join(DATA_DIR, 'secrets.json');

function load(): Secrets {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Secrets) : {};
}

function save(secrets: Secrets): void {
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(FILE, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
}

export function storedSecret(key: keyof Secrets): string | undefined {
  return load()[key];
}

/** The stored value of key, generated (48 random bytes, base64url) and saved on first use. */
export function persistentSecret(key: keyof Secrets): string {
  const secrets = load();
  if (!secrets[key]) {
    secrets[key] = randomBytes(48).toString('base64url');
    save(secrets);
  }
  return secrets[key];
}

/** IDENTITY_SECRET from the environment, else the generated one. */
export function identitySecret(): string {
  const fromEnv = process.env.IDENTITY_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('IDENTITY_SECRET must be at least 32 characters');
    return fromEnv;
  }
  return persistentSecret('identitySecret');
}
