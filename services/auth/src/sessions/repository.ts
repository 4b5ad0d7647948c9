import { randomUUID } from 'node:crypto';
import { OUTBOX_CHANNEL, hashToken, outboxInsert, queryRows } from '@wellness/kit';
import type { Db, Tx } from '../db';
import { Prisma } from '../generated/prisma/client';
import type { CurrentUser, EventEnvelope } from '@wellness/contracts';

/**
 * A new session, in one statement (one round trip, one transaction): the first one a person ever
 * has is marked, so her first visit is told apart; and `signedIn` goes in the outbox unless she
 * has a session begun since `dayStart` (her previous sign-in was today already). Its id is named
 * after her and the day, so two sign-ins at once still make one event.
 */
export async function createSession(
  db: Db,
  data: { tokenHash: string; userId: string; expiresAt: Date; ip?: string; userAgent?: string },
  signedIn: { event: EventEnvelope<'user.signed_in'>; dayStart: Date },
): Promise<{ id: string; firstSignIn: boolean }> {
  const firstToday = Prisma.sql`(SELECT last FROM earlier) IS NULL
    OR (SELECT last FROM earlier) < ${signedIn.dayStart}::timestamptz`;
  const [created] = await queryRows<{ id: string; first_sign_in: boolean }>(
    db.pool,
    Prisma.sql`
      WITH earlier AS (
        SELECT max(created_at) AS last FROM sessions WHERE user_id = ${data.userId}::uuid
      ),
      session AS (
        INSERT INTO sessions (id, token_hash, user_id, expires_at, ip, user_agent, first_sign_in)
        SELECT ${randomUUID()}::uuid, ${data.tokenHash}, ${data.userId}::uuid, ${data.expiresAt},
               ${data.ip ?? null}, ${data.userAgent ?? null}, earlier.last IS NULL
        FROM earlier
        RETURNING id, first_sign_in
      ),
      event AS (${outboxInsert(Prisma.sql, signedIn.event, firstToday)})
      SELECT session.id, session.first_sign_in,
             (SELECT count(pg_notify(${OUTBOX_CHANNEL}, '')) FROM event) AS notified
      FROM session`,
  );
  return { id: created.id, firstSignIn: created.first_sign_in };
}

export interface LiveSession {
  id: string;
  /** What it is stored and shared under (its cookie token's hash). */
  tokenHash: string;
  expiresAt: Date;
  user: CurrentUser;
}

interface LiveSessionRow {
  session_id: string;
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: CurrentUser['role'];
  approval_status: CurrentUser['approvalStatus'];
  first_sign_in: boolean;
  expires_at: Date;
}

/**
 * The live session for a cookie token, with its user; null when unknown, revoked, expired or the
 * account is deactivated. Every API call the gateway has not cached asks this: one indexed join,
 * a prepared statement on the hot-path pool.
 */
export async function findLiveSession(db: Db, token: string): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await queryRows<LiveSessionRow>(
    db.pool,
    Prisma.sql`
      SELECT s.id AS session_id, u.id, u.email, u.first_name, u.last_name,
             u.role::text AS role, u.approval_status::text AS approval_status, s.first_sign_in,
             s.expires_at
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL
        AND s.expires_at > now() AND u.active`,
  );
  if (!row) return null;
  return {
    id: row.session_id,
    tokenHash,
    expiresAt: row.expires_at,
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      approvalStatus: row.approval_status,
      firstSignIn: row.first_sign_in,
    },
  };
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
