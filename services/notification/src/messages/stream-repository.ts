import type { MessageStreamEvent } from '@wellness/contracts';
import { executeSql, queryRows } from '@wellness/kit';
import type { PgQueryable } from '@wellness/kit';
import type { Db } from '../db';
import { Prisma } from '../generated/prisma/client';

/** One of her stored events, as her stream sends it. */
export interface StreamEvent {
  /** The SSE id: increasing, so "after Last-Event-ID" is `id >` it. */
  id: bigint;
  /** The event's `type`: the SSE event name. */
  type: MessageStreamEvent['type'];
  /** The rest of the event, as JSON text: the SSE data. */
  data: string;
}

/**
 * Stores what each person's pages will be told, in the change's transaction. Each person's events
 * are numbered and committed in one order (a lock per person until commit, taken in a fixed
 * order): once a stream has read an id, no smaller id of hers can still appear, so reading "after
 * the last id sent" never skips one.
 */
export async function storeStreamEvents(
  tx: PgQueryable,
  items: { userId: string; event: MessageStreamEvent }[],
): Promise<string[]> {
  const people = [...new Set(items.map((item) => item.userId))].sort();
  if (!people.length) return people;
  // One statement for the locks (in the sorted order: the ordered subquery comes first), one for
  // the events (numbered in the order given).
  await queryRows(
    tx,
    Prisma.sql`
      SELECT pg_advisory_xact_lock(hashtext('message-stream:' || p.user_id)) IS NULL AS locked
      FROM (SELECT user_id FROM unnest(${people}::text[]) AS u(user_id)
            ORDER BY user_id COLLATE "C" OFFSET 0) p`,
  );
  await executeSql(
    tx,
    Prisma.sql`
      INSERT INTO message_stream_events (user_id, event)
      SELECT e.user_id::uuid, e.event
      FROM unnest(${items.map((item) => item.userId)}::text[],
                  ${items.map((item) => JSON.stringify(item.event))}::jsonb[])
           WITH ORDINALITY AS e(user_id, event, n)
      ORDER BY e.n`,
  );
  return people;
}

/**
 * Her events after `afterId`, oldest first (what a stream has not sent yet), each split into its
 * type and the rest as JSON text, ready to send: a prepared statement on the hot-path pool, as
 * every open stream reads on every poke.
 */
export async function streamEventsAfter(
  db: Db,
  userId: string,
  afterId: bigint,
  limit: number,
): Promise<StreamEvent[]> {
  const rows = await queryRows<{ id: string; type: StreamEvent['type']; data: string }>(
    db.pool,
    Prisma.sql`
      SELECT e.id::text AS id, e.event->>'type' AS type, (e.event - 'type')::text AS data
      FROM message_stream_events e
      WHERE e.user_id = ${userId}::uuid AND e.id > ${afterId}::bigint
      -- e.id, the bigint: "id" alone would be the text column above.
      ORDER BY e.id
      LIMIT ${limit}::int`,
  );
  return rows.map((row) => ({ id: BigInt(row.id), type: row.type, data: row.data }));
}

/** The id of her newest event (0 when none): where a fresh stream starts. */
export async function latestStreamEventId(db: Db, userId: string): Promise<bigint> {
  const [row] = await queryRows<{ id: string | null }>(
    db.pool,
    Prisma.sql`SELECT max(id)::text AS id FROM message_stream_events WHERE user_id = ${userId}::uuid`,
  );
  return BigInt(row?.id ?? 0);
}

/** Forgets events older than `before` (a page gone that long reloads instead of replaying). */
export const pruneStreamEvents = (db: Db, before: Date) =>
  db.messageStreamEvent.deleteMany({ where: { createdAt: { lt: before } } });
