import { z } from 'zod';
import { text } from './text';

/**
 * Editable email templates (notification, issue 18). Every email the platform sends comes from
 * one: a subject and a body written in a small markup the coach's editor produces (never HTML),
 * with merge fields from the template's declared list. notification renders the body into the
 * shared, branded layout (HTML and a plain-text part).
 *
 * The body markup, one block per paragraph (blocks are separated by a blank line):
 *   `## A heading`                    a heading
 *   `Some text with **bold**`         a paragraph; `**bold**` and `[a link](https://…)` inside
 *   `- one` / `- two`                 a bulleted list (one item per line)
 *   `1. one` / `2. two`               a numbered list
 *   `[button: Start your check-in](https://…)`  a button (a block of its own)
 * Merge fields, `{{firstName}}`, may stand anywhere, link targets included; their values are
 * escaped, never read as markup.
 */

/** `{{ name }}`: a merge field (letters and digits, starting with a letter). */
export const MERGE_FIELD = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The merge fields a text uses, each once, in order of first use. */
export function mergeFieldsIn(value: string): string[] {
  return [...new Set([...value.matchAll(MERGE_FIELD)].map((match) => match[1]!))];
}

/** The fields a text uses that are not declared (to refuse, naming them). */
export function unknownMergeFields(value: string, declared: readonly string[]): string[] {
  return mergeFieldsIn(value).filter((field) => !declared.includes(field));
}

export const EMAIL_TEMPLATE_MESSAGES = {
  subjectRequired: 'Give the email a subject',
  bodyRequired: 'Write the email’s text',
  unknownFields: (fields: string[]) =>
    `Unknown merge field${fields.length > 1 ? 's' : ''}: ${fields.map((f) => `{{${f}}}`).join(', ')}`,
} as const;

export const TEMPLATE_LIMITS = { subject: 200, body: 20_000 } as const;

/** Transactional emails are always sent; marketing ones carry an unsubscribe link and honour it. */
export const EMAIL_CATEGORIES = ['transactional', 'marketing'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const mergeFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** What the preview shows without a client, and an example for the coach. */
  sample: z.string(),
});
export type MergeField = z.infer<typeof mergeFieldSchema>;

export const emailTemplateSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  /** When it is sent ("When a client's check-in falls due"). */
  description: z.string(),
  category: z.enum(EMAIL_CATEGORIES),
  /** Edited by the coach (else the platform's default). */
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateVersionSchema = z.object({
  version: z.number().int().positive(),
  subject: z.string(),
  body: z.string(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type EmailTemplateVersion = z.infer<typeof emailTemplateVersionSchema>;

/** GET /api/email-templates/:key (coach). */
export const emailTemplateDetailSchema = emailTemplateSummarySchema.extend({
  subject: z.string(),
  body: z.string(),
  fields: z.array(mergeFieldSchema),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  /** Earlier versions, newest first (each save keeps the one it replaced). */
  versions: z.array(emailTemplateVersionSchema),
});
export type EmailTemplateDetail = z.infer<typeof emailTemplateDetailSchema>;

const subject = text({
  label: 'Subject',
  max: TEMPLATE_LIMITS.subject,
  required: EMAIL_TEMPLATE_MESSAGES.subjectRequired,
});
const body = text({
  label: 'Text',
  max: TEMPLATE_LIMITS.body,
  required: EMAIL_TEMPLATE_MESSAGES.bodyRequired,
  trim: false,
});

/** PUT /api/email-templates/:key (coach): a new version; unknown merge fields are a 400. */
export const emailTemplateUpdateSchema = z.object({ subject, body });
export type EmailTemplateUpdate = z.input<typeof emailTemplateUpdateSchema>;

/** POST /api/email-templates/:key/restore (coach): an earlier version, or the platform default. */
export const emailTemplateRestoreSchema = z.object({
  version: z.union([z.number().int().positive(), z.literal('default')], {
    message: 'Choose a version number or "default"',
  }),
});

/**
 * POST /api/email-templates/:key/preview (coach): rendered with a client's data (`clientId`) or
 * the sample data; with `subject` and `body`, the unsaved text in the editor.
 */
export const emailPreviewRequestSchema = z.object({
  clientId: z.uuid({ message: 'must be a valid id' }).optional(),
  subject: subject.optional(),
  body: body.optional(),
});
export type EmailPreviewRequest = z.input<typeof emailPreviewRequestSchema>;

export const emailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The HTML as a document the preview frame loads (its own policy allows inline styles). */
  htmlUrl: z.string(),
  /** Whose data filled the fields: a client's name, or null for the sample data. */
  filledFor: z.string().nullable(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** POST /api/email-templates/:key/test (coach): the preview, sent to the coach's own address. */
export const emailTestSendSchema = emailPreviewRequestSchema;
export const emailTestSentSchema = z.object({ to: z.string(), emailId: z.string() });
