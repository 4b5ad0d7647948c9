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

/** The time of day, on her clock, when a check-in falls due and its reminder goes out. */
export const CHECKIN_DUE_TIME = '09:00';

/** A client's record as other services need it: what `client.changed` carries of each. */
const clientSnapshotSchema = z.object({
  clientId: z.uuid(),
  userId: z.uuid().nullable(),
  coachUserId: z.uuid().nullable(),
  nutritionistUserId: z.uuid().nullable(),
  ...personFields,
  status: z.enum(['pending', 'active', 'paused', 'archived']),
  /** Her coach's and nutritionist's names and addresses as the team lists them (for
   * conversations, and their emails about unread messages). */
  coachName: z.string().nullable().optional(),
  nutritionistName: z.string().nullable().optional(),
  coachEmail: z.email().nullable().optional(),
  nutritionistEmail: z.email().nullable().optional(),
  /** Her tags (api/client-tags.ts), sorted; absent in snapshots older than tags. */
  tags: z.array(z.string()).optional(),
  /** When she joined (became a client). */
  joinedAt: z.iso.datetime().optional(),
});

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
  /**
   * Clients' records as other services need them (crm → checkin's read model of who is whose,
   * notification's of who she is): sent whenever a client is created (one by one, or a bulk
   * import's batch at once) or her account, nutritionist, coach, name, email, status or tags
   * change. Each a full snapshot, so consumers upsert it; `occurredAt` orders snapshots of one
   * client. Version 2: a list (version 1 carried one snapshot, so a batch of a thousand was a
   * thousand events, each a job for every consumer).
   */
  'client.changed': {
    version: 2,
    payload: z.object({ clients: z.array(clientSnapshotSchema).min(1) }),
  },
  /**
   * A lead's status changed (crm): automations end a lead's nurture when she books a call, is
   * converted (`won`) or is lost. `clientId` is set once she is converted.
   */
  'lead.changed': {
    version: 1,
    payload: z.object({
      leadId: z.uuid(),
      ...personFields,
      status: z.enum(['new', 'contacted', 'call_booked', 'won', 'lost']),
      previousStatus: z.enum(['new', 'contacted', 'call_booked', 'won', 'lost']).nullable(),
      clientId: z.uuid().nullable(),
    }),
  },
  /** An automation's step asks crm to add or remove a client's tags (crm owns them). */
  'client.tags_change_requested': {
    version: 1,
    payload: z.object({
      clientId: z.uuid(),
      add: z.array(z.string()),
      remove: z.array(z.string()),
      /** Which automation asked ("Welcome series"), for her activity feed. */
      requestedBy: z.string(),
    }),
  },
  /** An automation's step told the coach something: a line on the client's or lead's activity feed. */
  'automation.coach_alerted': {
    version: 1,
    payload: z.object({
      subject: z.object({ kind: z.enum(['client', 'lead']), id: z.uuid() }),
      automationName: z.string(),
      message: z.string(),
    }),
  },
  /**
   * Someone signed in, sent at most once a day per person (auth): automations that wait for a
   * quiet spell ("no sign-in for N days") learn when it ended.
   */
  'user.signed_in': {
    version: 1,
    payload: z.object({ userId: z.uuid(), signedInAt: z.iso.datetime() }),
  },
  'onboarding.completed': {
    version: 1,
    payload: z.object({
      clientId: z.uuid(),
      userId: z.uuid(),
      /** How the coach knows her (first and last name), for the email. */
      clientName: z.string().min(1),
      /** ISO weekday of her check-ins, 1 = Monday … 7 = Sunday. */
      checkinDay: z.number().int().min(1).max(7),
      timeZone: z.string().min(1),
      /** Her next due date as checkin's schedule gives it (YYYY-MM-DD in her time zone). */
      nextDueDate: z.iso.date(),
      /** Any "yes" in the health screening: the coach reviews it. */
      screeningFlagged: z.boolean(),
    }),
  },
  'checkin.submitted': {
    version: 1,
    payload: z.object({
      checkinId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid(),
      /** The check-in week's due date (YYYY-MM-DD in her time zone). */
      dueDate: z.iso.date(),
      submittedAt: z.iso.datetime(),
      late: z.boolean(),
      /** Her next due date after this check-in (YYYY-MM-DD). */
      nextDueDate: z.iso.date(),
    }),
  },
  'checkin.reviewed': {
    version: 1,
    payload: z.object({
      checkinId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid(),
      ...personFields,
    }),
  },
  /** A scheduled reminder fell due: on her due day (`due`) or two days after it (`overdue`). */
  'checkin.reminder_due': {
    version: 1,
    payload: z.object({
      clientId: z.uuid(),
      userId: z.uuid(),
      ...personFields,
      kind: z.enum(['due', 'overdue']),
      dueDate: z.iso.date(),
    }),
  },
  /** A nutrition plan's version was published: she is emailed, and it goes on her timeline. */
  'nutrition_plan.published': {
    version: 1,
    payload: z.object({
      planId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid().nullable(),
      ...personFields,
      title: z.string().min(1),
      /** v1, v2, … */
      versionNumber: z.number().int().positive(),
      changeNote: z.string(),
      /** Who published it (a name as the team lists it, or null). */
      publishedBy: z.string().nullable(),
    }),
  },
  /** A payment came in: by card (Stripe) or recorded by the coach. */
  'payment.succeeded': {
    version: 1,
    payload: z.object({
      paymentId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid().nullable(),
      ...personFields,
      amountMinor: z.number().int(),
      currency: z.string().length(3),
      planName: z.string().nullable(),
      method: z.enum(['card', 'bank_transfer', 'cash']),
      receiptNumber: z.string(),
    }),
  },
  /** A card payment failed (Stripe's invoice.payment_failed): the coach is alerted. */
  'payment.failed': {
    version: 1,
    payload: z.object({
      paymentId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid().nullable(),
      ...personFields,
      amountMinor: z.number().int(),
      currency: z.string().length(3),
      planName: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  },
  /** A dunning reminder fell due (day 0, 3 or 7 after a failed payment, until it is paid). */
  'payment.reminder_due': {
    version: 1,
    payload: z.object({
      paymentId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid().nullable(),
      ...personFields,
      amountMinor: z.number().int(),
      currency: z.string().length(3),
      planName: z.string().nullable(),
      day: z.number().int().nonnegative(),
    }),
  },
  /** A subscription started, changed status, or ended (`endedReason` says why). */
  'subscription.changed': {
    version: 1,
    payload: z.object({
      subscriptionId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid().nullable(),
      ...personFields,
      planName: z.string(),
      status: z.string(),
      previousStatus: z.string().nullable(),
      endedReason: z.string().nullable(),
    }),
  },
  /**
   * crm asks every service (itself included) for its part of an archive: the whole business (a
   * backup) or everything about one client (her data export, UK GDPR articles 15 and 20). Each
   * service writes its part into the file store under `archives/<archiveId>/<service>/` and answers
   * with `archive.part_ready`; crm then streams the parts into one ZIP.
   */
  'archive.requested': {
    version: 1,
    payload: z.object({
      archiveId: z.uuid(),
      kind: z.enum(['backup', 'client_export']),
      /** The client a `client_export` is about (null for a backup). */
      subject: z
        .object({ clientId: z.uuid(), userId: z.uuid().nullable(), email: z.email() })
        .nullable(),
    }),
  },
  /**
   * A service's part of an archive is in the file store: its JSON Lines files (one per entity, with
   * their row counts and SHA-256) and the keys of the stored files (photos, attachments) the archive
   * carries. `error` says why a part could not be written (then crm fails the archive).
   */
  'archive.part_ready': {
    version: 1,
    payload: z.object({
      archiveId: z.uuid(),
      service: z.enum(['auth', 'crm', 'checkin', 'notification']),
      entities: z.array(
        z.object({
          /** The entity ("checkins") and the table it was read from, for restore. */
          name: z.string(),
          table: z.string(),
          /** The file's key in the file store. */
          key: z.string(),
          count: z.number().int().nonnegative(),
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
          bytes: z.number().int().nonnegative(),
        }),
      ),
      files: z.array(z.object({ key: z.string() })),
      error: z.string().nullable(),
    }),
  },
  /**
   * The coach executes a client's erasure request (UK GDPR article 17): every other service erases
   * or anonymises what it holds about her, then confirms with `client.erasure_confirmed`.
   */
  'client.erasure_requested': {
    version: 1,
    payload: z.object({
      requestId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid().nullable(),
      email: z.email(),
    }),
  },
  /** A service has erased or anonymised one client's data: how many records of each kind. */
  'client.erasure_confirmed': {
    version: 1,
    payload: z.object({
      requestId: z.uuid(),
      service: z.enum(['auth', 'checkin', 'notification']),
      erased: z.record(z.string(), z.number().int().nonnegative()),
    }),
  },
  /**
   * A client withdrew a consent on her data-protection page (checkin: health data, before/after
   * photos; notification: marketing emails): crm's audit log records it.
   */
  'consent.withdrawn': {
    version: 1,
    payload: z.object({
      clientId: z.uuid().nullable(),
      userId: z.uuid(),
      kind: z.enum(['health_data', 'marketing_emails', 'photo_marketing']),
    }),
  },
  /** Her data export is ready (crm): notification emails her the link, which works for 24 hours. */
  'data_export.ready': {
    version: 1,
    payload: z.object({
      requestId: z.uuid(),
      clientId: z.uuid(),
      userId: z.uuid().nullable(),
      ...personFields,
      /** The download link (absolute URL, with its token). */
      url: z.url(),
      expiresAt: z.iso.datetime(),
    }),
  },
} as const;

/** One client's snapshot in `client.changed`. */
export type ClientSnapshot = z.infer<typeof clientSnapshotSchema>;

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
  'client.changed': ['checkin', 'notification'],
  'lead.changed': ['notification'],
  'client.tags_change_requested': ['crm'],
  'automation.coach_alerted': ['crm'],
  'user.signed_in': ['notification'],
  'onboarding.completed': ['crm', 'notification'],
  'checkin.submitted': ['crm', 'notification'],
  'checkin.reviewed': ['notification'],
  'checkin.reminder_due': ['notification'],
  'nutrition_plan.published': ['crm', 'notification'],
  'payment.succeeded': ['notification', 'crm'],
  'payment.failed': ['notification', 'crm'],
  'payment.reminder_due': ['notification'],
  'subscription.changed': ['notification'],
  'archive.requested': ['auth', 'crm', 'checkin', 'notification'],
  'archive.part_ready': ['crm'],
  'client.erasure_requested': ['auth', 'checkin', 'notification'],
  'client.erasure_confirmed': ['crm'],
  'data_export.ready': ['notification'],
  'consent.withdrawn': ['crm'],
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
