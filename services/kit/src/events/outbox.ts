import type { EventEnvelope, EventPayload, EventType } from '@wellness/contracts';
import { createEnvelope } from './envelope';
import type { EventContext } from './envelope';

/** Any Prisma client or interactive transaction: the outbox write joins the caller's transaction. */
export interface RawSqlExecutor {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
}

/** The channel `recordEvent` NOTIFYs in the producer's transaction; the relay listens on it. */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Records an event in the service's outbox table inside the caller's transaction,
 * so the event exists if and only if the change commits. The relay publishes it later.
 */
export async function recordEvent<T extends EventType>(
  tx: RawSqlExecutor,
  type: T,
  payload: EventPayload<T>,
  context: EventContext,
): Promise<EventEnvelope<T>> {
  const envelope = createEnvelope(type, payload, context);
  // One round trip: the row, and a NOTIFY that Postgres delivers only if this transaction commits.
  await tx.$executeRaw`
    WITH inserted AS (
      INSERT INTO outbox_events (id, type, version, envelope, occurred_at)
      VALUES (${envelope.id}::uuid, ${envelope.type}, ${envelope.version}, ${JSON.stringify(envelope)}::jsonb, ${envelope.occurredAt}::timestamptz)
      RETURNING id
    )
    SELECT pg_notify(${OUTBOX_CHANNEL}, '') FROM inserted`;
  return envelope;
}
