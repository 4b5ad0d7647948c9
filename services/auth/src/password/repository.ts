import type { Db, Tx } from '../db';
import type { TokenPurpose } from '../generated/prisma/client';
import { hashToken, newToken } from '@wellness/kit';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

/** Issues a single-use token (stored hashed) and retires the user's earlier ones of that purpose. */
export async function issuePasswordToken(tx: Tx, userId: string, purpose: TokenPurpose) {
  await tx.passwordToken.updateMany({
    where: { userId, purpose, usedAt: null },
    data: { usedAt: new Date() },
  });
  const token = newToken();
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + TOKEN_LIFETIME_MS[purpose]);
  await tx.passwordToken.create({
    data: { tokenHash: hashToken(token), userId, purpose, createdAt, expiresAt },
  });
  return { token, expiresAt };
}

export function findPasswordToken(db: Db | Tx, token: string) {
  return db.passwordToken.findUnique({ where: { tokenHash: hashToken(token) } });
}

/** Marks the token used; false when another request used it first. */
export async function consumePasswordToken(tx: Tx, id: string): Promise<boolean> {
  const { count } = await tx.passwordToken.updateMany({
    where: { id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
