import type { MessageStreamEvent } from '@wellness/contracts';
import type { Db, Tx } from '../db';

export interface StreamEvent {
  /** The SSE id: increasing, so "after Last-Event-ID" is `id >` it. */
  id: bigint;
  userId: string;
  event: MessageStreamEvent;
}

/**
 * Stores what each person's pages will be told, in the change's transaction. Each person's events
 * are numbered and committed in one order (a lock per person until commit, taken in a fixed
 * order): once a stream has read an id, no smaller id of hers can still appear, so reading "after
 * the last id sent" never skips one.
 */
export async function storeStreamEvents(
  tx: Tx,
  items: { userId: string; event: MessageStreamEvent }[],
): Promise<string[]> {
  const people = [...new Set(items.map((item) => item.userId))].sort();
  if (!people.length) return people;
  // One statement for the locks (in the sorted order: the ordered subquery comes first), one for
  // the events (numbered in the order given).
  await tx.$queryRaw`
    SELECT pg_advisory_xact_lock(hashtext('message-stream:' || p.user_id)) IS NULL AS locked
    FROM (SELECT user_id FROM unnest(${people}::text[]) AS u(user_id)
          ORDER BY user_id COLLATE "C" OFFSET 0) p`;
  await tx.$executeRaw`
    INSERT INTO message_stream_events (user_id, event)
    SELECT e.user_id::uuid, e.event
    FROM unnest(${items.map((item) => item.userId)}::text[],
                ${items.map((item) => JSON.stringify(item.event))}::jsonb[])
         WITH ORDINALITY AS e(user_id, event, n)
    ORDER BY e.n`;
  return people;
}

/** Her events after `afterId`, oldest first: what a reconnecting stream missed. */
export async function streamEventsAfter(
  db: Db,
  userId: string,
  afterId: bigint,
  limit: number,
): Promise<StreamEvent[]> {
  const rows = await db.messageStreamEvent.findMany({
    where: { userId, id: { gt: afterId } },
    orderBy: { id: 'asc' },
    take: limit,
  });
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    event: row.event as unknown as MessageStreamEvent,
  }));
}

/** The id of her newest event (0 when none): where a fresh stream starts. */
export async function latestStreamEventId(db: Db, userId: string): Promise<bigint> {
  const row = await db.messageStreamEvent.findFirst({
    where: { userId },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  return row?.id ?? 0n;
}

/** Forgets events older than `before` (a page gone that long reloads instead of replaying). */
export const pruneStreamEvents = (db: Db, before: Date) =>
  db.messageStreamEvent.deleteMany({ where: { createdAt: { lt: before } } });
