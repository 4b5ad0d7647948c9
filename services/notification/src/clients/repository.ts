import { clientSnapshotUpsert } from '@wellness/kit';
import type { EventPayload } from '@wellness/contracts';
import type { Db, Tx } from '../db';

type Snapshot = EventPayload<'client.changed'>;

/**
 * Applies a client's snapshot from crm (kit clientSnapshotUpsert) with her coach's and
 * nutritionist's names and addresses. Returns whether it was applied (false: a newer one already was).
 */
export async function applySnapshot(tx: Tx, client: Snapshot, occurredAt: Date): Promise<boolean> {
  const { sql, values } = clientSnapshotUpsert(client, occurredAt);
  if ((await tx.$executeRawUnsafe(sql, ...values)) !== 1) return false;
  await tx.client.update({
    where: { clientId: client.clientId },
    data: {
      coachName: client.coachName ?? null,
      nutritionistName: client.nutritionistName ?? null,
      coachEmail: client.coachEmail ?? null,
      nutritionistEmail: client.nutritionistEmail ?? null,
    },
  });
  return true;
}

export const findClient = (db: Db | Tx, clientId: string) =>
  db.client.findUnique({ where: { clientId } });

export const findClientByUserId = (db: Db | Tx, userId: string) =>
  db.client.findUnique({ where: { userId } });
