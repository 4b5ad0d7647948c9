import type { Db, Tx } from '../db';
import { hashToken } from '../tokens';

export function createSession(
  db: Db | Tx,
  data: { tokenHash: string; userId: string; expiresAt: Date; ip?: string; userAgent?: string },
) {
  return db.session.create({ data });
}

/** The live session for a cookie token, with its user; null when unknown, revoked or expired. */
export async function findLiveSession(db: Db | Tx, token: string) {
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: true },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date() || !session.user.active)
    return null;
  return session;
}

export function revokeSession(db: Db | Tx, id: string) {
  return db.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
}

export function revokeUserSessions(db: Db | Tx, userId: string, exceptSessionId?: string) {
  return db.session.updateMany({
    where: {
      userId,
      revokedAt: null,
      ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
    },
    data: { revokedAt: new Date() },
  });
}
