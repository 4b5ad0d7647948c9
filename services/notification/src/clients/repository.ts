import { clientSnapshotUpsert } from '@wellness/kit';
import type { ClientSnapshot } from '@wellness/contracts';
import type { Db, Tx } from '../db';

/**
 * Applies a client's snapshot from crm (kit clientSnapshotUpsert) with her coach's and
 * nutritionist's names and addresses. Returns whether it was applied (false: a newer one already was).
 */
export async function applySnapshot(
  tx: Tx,
  client: ClientSnapshot,
  occurredAt: Date,
): Promise<boolean> {
  const { sql, values } = clientSnapshotUpsert(client, occurredAt);
  if ((await tx.$executeRawUnsafe(sql, ...values)) !== 1) return false;
  await tx.client.update({
    where: { clientId: client.clientId },
    data: {
      coachName: client.coachName ?? null,
      nutritionistName: client.nutritionistName ?? null,
      coachEmail: client.coachEmail ?? null,
      nutritionistEmail: client.nutritionistEmail ?? null,
      // Snapshots older than tags carry neither: keep what is known.
      ...(client.tags ? { tags: client.tags } : {}),
      ...(client.joinedAt ? { joinedAt: new Date(client.joinedAt) } : {}),
    },
  });
  return true;
}

/** A calendar date (YYYY-MM-DD) as the `date` column takes it. */
const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * Her latest check-in and next due date (`checkin.submitted`). Redelivered or late events never
 * move either back: a check-in older than the one recorded changes nothing.
 */
export async function recordCheckin(
  tx: Tx,
  clientId: string,
  submittedAt: Date,
  nextDueDate: string,
): Promise<void> {
  await tx.client.updateMany({
    where: {
      clientId,
      OR: [{ lastCheckInAt: null }, { lastCheckInAt: { lt: submittedAt } }],
    },
    data: { lastCheckInAt: submittedAt, nextDueDate: calendarDate(nextDueDate) },
  });
}

/** Her check-in schedule and time zone as onboarding set them (`onboarding.completed`). */
export async function recordSchedule(
  tx: Tx,
  clientId: string,
  timeZone: string,
  nextDueDate: string,
): Promise<void> {
  await tx.client.updateMany({
    where: { clientId },
    data: { timeZone, nextDueDate: calendarDate(nextDueDate) },
  });
}

/** When she last signed in (`user.signed_in`); never moved back. */
export async function recordSignIn(tx: Tx, userId: string, signedInAt: Date): Promise<void> {
  await tx.client.updateMany({
    where: { userId, OR: [{ lastSignInAt: null }, { lastSignInAt: { lt: signedInAt } }] },
    data: { lastSignInAt: signedInAt },
  });
}

export const findClient = (db: Db | Tx, clientId: string) =>
  db.client.findUnique({ where: { clientId } });

export const findClientByUserId = (db: Db | Tx, userId: string) =>
  db.client.findUnique({ where: { userId } });
