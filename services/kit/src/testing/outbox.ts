import { EVENT_CATALOGUE } from '@wellness/contracts';
import type { EventPayload, EventType } from '@wellness/contracts';

/** Any service's Prisma client: the outbox table has the same shape in every database. */
export interface OutboxReader {
  $queryRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<unknown>;
}

/** The envelopes of one type of event in a service's outbox, oldest first (to hand to a consumer). */
export async function outboxEnvelopes(
  db: OutboxReader,
  type: EventType,
): Promise<Record<string, unknown>[]> {
  const rows = (await db.$queryRaw`
    SELECT envelope FROM outbox_events WHERE type = ${type} ORDER BY occurred_at`) as {
    envelope: Record<string, unknown>;
  }[];
  return rows.map((row) => row.envelope);
}

/** The payloads of one type of event in a service's outbox, oldest first, validated by the catalogue. */
export async function outboxPayloads<T extends EventType>(
  db: OutboxReader,
  type: T,
): Promise<EventPayload<T>[]> {
  const { version, payload } = EVENT_CATALOGUE[type];
  return (await outboxEnvelopes(db, type)).map((envelope) => {
    if (envelope.version !== version)
      throw new Error(
        `${type} was recorded as version ${String(envelope.version)}, not ${version}`,
      );
    return payload.parse(envelope.payload) as EventPayload<T>;
  });
}
