import { z } from 'zod';
import { pagedSchema } from './paging';
import { text } from './text';
import { TEXT_LIMITS } from './text-limits';

/** The emails the platform sends, by template name (stored with every message). */
export const EMAIL_TEMPLATES = [
  'password-reset',
  'invitation',
  'approval-decision',
  'lead-confirmation',
  'lead-alert',
  'checkin-reviewed',
  'checkin-reminder',
  'checkin-nudge',
  'onboarding-completed',
  'message-digest',
  'nutrition-plan-published',
  'payment-receipt',
  'payment-failed',
  'payment-failed-alert',
  'subscription-ended-alert',
  'data-export-ready',
  // The seeded automations' marketing emails (issue 18).
  'welcome-day-0',
  'welcome-day-2',
  'welcome-day-5',
  'lead-nurture-day-1',
  'lead-nurture-day-3',
  'lead-nurture-day-7',
  'checkin-overdue-3',
  'checkin-overdue-7',
  'checkin-overdue-14',
] as const;
export const emailTemplateSchema = z.enum(EMAIL_TEMPLATES);
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** `suppressed`: never sent, because the address unsubscribed from marketing emails. */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'suppressed'] as const;
export const emailStatusSchema = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** GET /api/emails?page=&pageSize=&search= (notification, coach only): newest first. */
export const emailListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Matches the recipient or the subject, case-insensitively. */
  search: text({ label: 'Search', max: TEXT_LIMITS.search })
    .optional()
    .transform((value) => value || undefined),
  status: z
    .enum(EMAIL_STATUSES, { message: `Status must be one of ${EMAIL_STATUSES.join(', ')}` })
    .optional(),
  /** The emails of one send (api/email-sends.ts). */
  sendId: z.uuid({ message: 'Not a send' }).optional(),
});
export type EmailListQuery = z.input<typeof emailListQuerySchema>;

/** A row of the coach's email log. */
export const emailSummarySchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: emailStatusSchema,
  error: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A queued email held for a later time (a scheduled send, an automation's step). */
  scheduledFor: z.string().nullable(),
  /** The send it belongs to (a composed email), else null. */
  sendId: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailListResponseSchema = pagedSchema(emailSummarySchema);

/**
 * GET /api/emails/:id (notification, coach only): the message as sent, for /email-preview.
 * Single-use secrets in links (password and invitation tokens) are redacted.
 */
export const emailDetailSchema = emailSummarySchema.extend({
  replyTo: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  relatedEventId: z.string().nullable(),
  correlationId: z.string().nullable(),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;
