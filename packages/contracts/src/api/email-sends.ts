import { z } from 'zod';
import { clientListQuerySchema } from './crm/clients';
import { tagSchema } from './client-tags';
import { TEMPLATE_LIMITS, EMAIL_TEMPLATE_MESSAGES } from './email-templates';
import { text } from './text';

/**
 * One-off and segment sends (notification, issue 18 Compose): the coach writes a subject and a
 * body (the template markup of api/email-templates.ts, with the merge fields below) to one client
 * or to a segment of the client table, now or at a chosen time. Every recipient gets her own
 * stored email (one per recipient per send, whatever retries happen), shown in the Sent log.
 * They are marketing emails: they carry the unsubscribe link and are never sent to a suppressed
 * address (logged as suppressed instead).
 */

/** The client table's filters that define a segment (crm's clientListQuerySchema, plus a tag). */
export const segmentFiltersSchema = clientListQuerySchema
  .pick({
    status: true,
    nutritionist: true,
    joinedFrom: true,
    joinedTo: true,
    lastCheckInBefore: true,
  })
  .extend({ tag: tagSchema.optional() });
export type SegmentFilters = z.input<typeof segmentFiltersSchema>;

export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('client'), clientId: z.uuid({ message: 'Choose a client' }) }),
    z.object({ kind: z.literal('segment'), filters: segmentFiltersSchema }),
  ],
  { error: 'Choose one client or a segment' },
);
export type Audience = z.input<typeof audienceSchema>;

/** The merge fields a composed email may use. */
export const COMPOSE_MERGE_FIELDS = [
  { name: 'firstName', label: 'Her first name', sample: 'Emma' },
  { name: 'lastName', label: 'Her last name', sample: 'Clarke' },
  { name: 'coachName', label: 'Your name', sample: 'Sarah' },
  {
    name: 'dashboardLink',
    label: 'Link to her dashboard',
    sample: 'https://example.com/dashboard',
  },
] as const;

export const EMAIL_SEND_MESSAGES = {
  noRecipients: 'No client matches this segment: change the filters and try again',
  sendAtPast: 'Choose a time in the future to send it, or send it now',
  clientNotFound: 'That client was not found',
  clientHasNoEmail: 'That client has no email address',
  notCancellable: 'Only a scheduled send that has not started can be cancelled',
} as const;

/** POST /api/emails (coach): a one-off or segment send, now or at `sendAt`. */
export const emailSendRequestSchema = z.object({
  audience: audienceSchema,
  subject: text({
    label: 'Subject',
    max: TEMPLATE_LIMITS.subject,
    required: EMAIL_TEMPLATE_MESSAGES.subjectRequired,
  }),
  body: text({
    label: 'Text',
    max: TEMPLATE_LIMITS.body,
    required: EMAIL_TEMPLATE_MESSAGES.bodyRequired,
    trim: false,
  }),
  /** ISO date-time; absent: now. In the past: 400 (EMAIL_SEND_MESSAGES.sendAtPast). */
  sendAt: z.iso.datetime({ offset: true, message: 'Give the time as a date and time' }).optional(),
});
export type EmailSendRequest = z.input<typeof emailSendRequestSchema>;

/** POST /api/emails/audience (coach): who a send would reach, before sending. */
export const audienceCountRequestSchema = z.object({ audience: audienceSchema });
export const audienceCountSchema = z.object({
  /** Clients matched (with an email address). */
  matched: z.number().int().nonnegative(),
  /** Of those, unsubscribed: they will be logged as suppressed, not sent to. */
  suppressed: z.number().int().nonnegative(),
  /** A few of the names, for the coach to check the segment ("Emma Clarke, Priya Shah and 41 more"). */
  sample: z.array(z.string()),
});
export type AudienceCount = z.infer<typeof audienceCountSchema>;

export const EMAIL_SEND_STATUSES = ['scheduled', 'sending', 'done', 'cancelled'] as const;

/** A send (the coach's one action), as POST /api/emails answers and GET /api/email-sends lists. */
export const emailSendSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** "Emma Clarke", or a description of the segment ("Active clients tagged vip"). */
  audience: z.string(),
  status: z.enum(EMAIL_SEND_STATUSES),
  recipients: z.number().int().nonnegative(),
  suppressed: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  sendAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type EmailSend = z.infer<typeof emailSendSchema>;
export const emailSendListSchema = z.object({ items: z.array(emailSendSchema) });
