import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id: the package's const enum cannot cross isolatedModules */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A real hash to verify against when the account does not exist, so timing does not reveal it.
let decoy: Promise<string> | null = null;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
