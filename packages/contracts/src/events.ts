import { z } from 'zod';
import { roleSchema } from './roles';
import type { ServiceName } from './services';

/**
 * The event catalogue. Payloads carry ids and the few fields consumers need,
 * never passwords, password hashes or photos.
 */
const personFields = {
  email: z.email(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
};

export const EVENT_CATALOGUE = {
  'user.registered': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      ...personFields,
      role: roleSchema,
      note: z.string().max(2000).optional(),
    }),
  },
  'user.invited': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      ...personFields,
      role: roleSchema,
      setPasswordUrl: z.url(),
      expiresAt: z.iso.datetime(),
    }),
  },
  'user.password_reset_requested': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      email: z.email(),
      firstName: z.string(),
      resetUrl: z.url(),
      expiresAt: z.iso.datetime(),
    }),
  },
  'approval.decided': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      ...personFields,
      decision: z.enum(['approved', 'rejected']),
      reason: z.string().max(2000).optional(),
    }),
  },
  'lead.created': {
    version: 1,
    payload: z.object({
      leadId: z.uuid(),
      ...personFields,
      source: z.string(),
    }),
  },
  'client.invited': {
    version: 1,
    payload: z.object({ clientId: z.uuid(), ...personFields }),
  },
  'team.member_invited': {
    version: 1,
    payload: z.object({
      ...personFields,
      role: z.enum(['coach', 'nutritionist']),
    }),
  },
  'team.member_deactivated': {
    version: 1,
    payload: z.object({ userId: z.uuid() }),
  },
} as const;

export type EventType = keyof typeof EVENT_CATALOGUE;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_CATALOGUE)[T]['payload']>;
export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as EventType[];

/** Which services consume which events: the relay adds one job per subscriber. */
export const EVENT_SUBSCRIPTIONS: Record<EventType, readonly ServiceName[]> = {
  'user.registered': ['crm'],
  'user.invited': ['notification', 'crm'],
  'user.password_reset_requested': ['notification'],
  'approval.decided': ['auth', 'notification'],
  'lead.created': ['notification'],
  'client.invited': ['auth'],
  'team.member_invited': ['auth'],
  'team.member_deactivated': ['auth'],
};

export const actorSchema = z
  .object({
    userId: z.string().optional(),
    role: roleSchema.optional(),
    service: z.string().optional(),
  })
  .nullable();
export type Actor = z.infer<typeof actorSchema>;

export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  correlationId: z.string().min(1),
  actor: actorSchema,
  payload: z.unknown(),
});
export type Envelope<P = unknown> = Omit<z.infer<typeof envelopeSchema>, 'payload'> & {
  payload: P;
};
export type EventEnvelope<T extends EventType> = Envelope<EventPayload<T>> & { type: T };

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_CATALOGUE, type);
}

/** Parses an envelope and its payload against the catalogue; throws a ZodError when malformed. */
export function parseEnvelope(raw: unknown): EventEnvelope<EventType> {
  const envelope = envelopeSchema.parse(raw);
  if (!isEventType(envelope.type)) {
    throw new Error(`Unknown event type "${envelope.type}"`);
  }
  const payload = EVENT_CATALOGUE[envelope.type].payload.parse(envelope.payload);
  return { ...envelope, type: envelope.type, payload } as EventEnvelope<EventType>;
}
