import { createHash, randomUUID } from 'node:crypto';
import { EVENT_CATALOGUE } from '@wellness/contracts';
import type { Actor, EventEnvelope, EventPayload, EventType } from '@wellness/contracts';

export interface EventContext {
  correlationId: string;
  actor: Actor;
}

/**
 * Builds a validated envelope: a producer can never write a payload the catalogue rejects.
 * The id is random unless given (see nameBasedEventId).
 */
export function createEnvelope<T extends EventType>(
  type: T,
  payload: EventPayload<T>,
  context: EventContext,
  id: string = randomUUID(),
): EventEnvelope<T> {
  const definition = EVENT_CATALOGUE[type];
  return {
    id,
    type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    correlationId: context.correlationId,
    actor: context.actor,
    payload: definition.payload.parse(payload) as EventPayload<T>,
  };
}

/**
 * The same event id for the same name, always (a name-based UUID, version 5 layout over SHA-1):
 * an event that must happen at most once (a reminder for one client and due date) is named, so
 * writing it twice is recognised by the outbox and by every consumer's processed-events table.
 */
export function nameBasedEventId(name: string): string {
  const bytes = createHash('sha1').update(`wellness-event:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
