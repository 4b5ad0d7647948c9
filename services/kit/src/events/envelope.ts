import { randomUUID } from 'node:crypto';
import { EVENT_CATALOGUE } from '@wellness/contracts';
import type { Actor, EventEnvelope, EventPayload, EventType } from '@wellness/contracts';

export interface EventContext {
  correlationId: string;
  actor: Actor;
}

/** Builds a validated envelope: a producer can never write a payload the catalogue rejects. */
export function createEnvelope<T extends EventType>(
  type: T,
  payload: EventPayload<T>,
  context: EventContext,
): EventEnvelope<T> {
  const definition = EVENT_CATALOGUE[type];
  return {
    id: randomUUID(),
    type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    correlationId: context.correlationId,
    actor: context.actor,
    payload: definition.payload.parse(payload) as EventPayload<T>,
  };
}
