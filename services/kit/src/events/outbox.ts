import type { EventEnvelope, EventPayload, EventType } from '@wellness/contracts';
import { createEnvelope, nameBasedEventId } from './envelope';
import type { EventContext } from './envelope';
import type { RawSql } from '../prisma';

/**
 * Any Prisma client or interactive transaction, or a hot-path connection (`pgRawSql`): the outbox
 * write joins the caller's transaction.
 */
export type RawSqlExecutor = Pick<RawSql, '$executeRaw'>;

/** The channel `recordEvent` NOTIFYs in the producer's transaction; the relay listens on it. */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Records an event in the service's outbox table inside the caller's transaction,
 * so the event exists if and only if the change commits. The relay publishes it later. A change
 * that emits several events of a type writes them with recordEvents: one round trip, not one each.
 */
export async function recordEvent<T extends EventType>(
  tx: RawSqlExecutor,
  type: T,
  payload: EventPayload<T>,
  context: EventContext,
): Promise<EventEnvelope<T>> {
  const envelope = createEnvelope(type, payload, context);
  await insertEnvelope(tx, envelope);
  return envelope;
}

/**
 * Records one event per payload, all of one type, in one round trip (a bulk import's batch: 500
 * `client.changed` in one statement, not 500), in the caller's transaction as recordEvent does.
 * The rows go in the order of the payloads.
 */
export async function recordEvents<T extends EventType>(
  tx: RawSqlExecutor,
  type: T,
  payloads: EventPayload<T>[],
  context: EventContext,
): Promise<EventEnvelope<T>[]> {
  if (!payloads.length) return [];
  const envelopes = payloads.map((payload) => createEnvelope(type, payload, context));
  await tx.$executeRaw`
    WITH inserted AS (
      INSERT INTO outbox_events (id, type, version, envelope, occurred_at)
      SELECT (e->>'id')::uuid, e->>'type', (e->>'version')::int, e, (e->>'occurredAt')::timestamptz
      FROM jsonb_array_elements(${JSON.stringify(envelopes)}::jsonb) WITH ORDINALITY AS t(e, n)
      ORDER BY n
      ON CONFLICT (id) DO NOTHING
      RETURNING id
    )
    SELECT pg_notify(${OUTBOX_CHANNEL}, '') FROM (SELECT 1 FROM inserted LIMIT 1) AS any_row`;
  return envelopes;
}

/**
 * Records an event that must exist at most once, under an id derived from `name` (say
 * `reminder:due:<client>:<date>`): a second call with the same name writes nothing, whether it
 * runs after the first committed or concurrently with it (the second waits on the first's row).
 * Returns whether this call wrote it. Consumers see one event id, so they act on it once too.
 */
export async function recordEventOnce<T extends EventType>(
  tx: RawSqlExecutor,
  name: string,
  type: T,
  payload: EventPayload<T>,
  context: EventContext,
): Promise<boolean> {
  return (
    (await insertEnvelope(tx, createEnvelope(type, payload, context, nameBasedEventId(name)))) > 0
  );
}

/** A template tag whose statements nest the fragments given to them, as Prisma.sql does. */
export type SqlTag<S> = (strings: readonly string[], ...values: unknown[]) => S;

/**
 * The outbox write as a step of a bigger statement, for a hot path that writes its change and its
 * event in one round trip: `WITH …, event AS (${outboxInsert(sql, envelope, when)}) …` writes the
 * row if `when` holds (say, `EXISTS (SELECT 1 FROM inserted)`), and the statement must end with
 * `… (SELECT count(pg_notify(OUTBOX_CHANNEL, '')) FROM event)`, as recordEvent does. Built with the
 * caller's tag so that it nests in the caller's statement.
 */
export function outboxInsert<S>(sql: SqlTag<S>, envelope: EventEnvelope<EventType>, when: S): S {
  return sql`
    INSERT INTO outbox_events (id, type, version, envelope, occurred_at)
    SELECT ${envelope.id}::uuid, ${envelope.type}, ${envelope.version}::int,
           ${JSON.stringify(envelope)}::jsonb, ${envelope.occurredAt}::timestamptz
    WHERE ${when}
    ON CONFLICT (id) DO NOTHING
    RETURNING id`;
}

/** One round trip: the row (unless its id is there), and a NOTIFY that Postgres delivers only on commit. */
function insertEnvelope(tx: RawSqlExecutor, envelope: EventEnvelope<EventType>): Promise<number> {
  return tx.$executeRaw`
    WITH inserted AS (
      INSERT INTO outbox_events (id, type, version, envelope, occurred_at)
      VALUES (${envelope.id}::uuid, ${envelope.type}, ${envelope.version}, ${JSON.stringify(envelope)}::jsonb, ${envelope.occurredAt}::timestamptz)
      ON CONFLICT (id) DO NOTHING
      RETURNING id
    )
    SELECT pg_notify(${OUTBOX_CHANNEL}, '') FROM inserted`;
}
