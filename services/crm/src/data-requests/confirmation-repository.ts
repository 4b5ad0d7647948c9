import type { Prisma } from '../generated/prisma/client';
import type { Tx } from '../db';

/** The only code that touches data_request_confirmations: one row per service asked to erase. */

/** Asks each service once (attempt 1) for a new erasure. */
export async function addPendingConfirmations(
  tx: Tx,
  requestId: string,
  services: readonly string[],
  sentAt: Date,
) {
  await tx.dataRequestConfirmation.createMany({
    data: services.map((service) => ({ requestId, service, lastSentAt: sentAt })),
    skipDuplicates: true,
  });
}

/** Records one service's confirmation; false when it had already confirmed (a re-sent request). */
export async function confirm(
  tx: Tx,
  requestId: string,
  service: string,
  erased: Record<string, number>,
  at: Date,
): Promise<boolean> {
  const { count } = await tx.dataRequestConfirmation.updateMany({
    where: { requestId, service, confirmedAt: null },
    data: { confirmedAt: at, erased: erased as Prisma.InputJsonValue },
  });
  return count > 0;
}

export async function countUnconfirmed(tx: Tx, requestId: string): Promise<number> {
  return tx.dataRequestConfirmation.count({ where: { requestId, confirmedAt: null } });
}

/** Services that have not answered a request in progress since `sentBefore`, oldest first. */
export function overdueConfirmations(tx: Tx, sentBefore: Date, limit: number) {
  return tx.dataRequestConfirmation.findMany({
    where: {
      confirmedAt: null,
      lastSentAt: { lt: sentBefore },
      request: { status: 'in_progress', stuckAt: null },
    },
    orderBy: { lastSentAt: 'asc' },
    take: limit,
  });
}

/** One more attempt at asking a service. */
export function recordAttempt(tx: Tx, requestId: string, service: string, at: Date) {
  return tx.dataRequestConfirmation.update({
    where: { requestId_service: { requestId, service } },
    data: { attempts: { increment: 1 }, lastSentAt: at },
  });
}
