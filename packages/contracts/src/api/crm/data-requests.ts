import { z } from 'zod';
import { text } from '../text';
import { TEXT_LIMITS } from '../text-limits';

/**
 * Data-protection requests (crm, `/data-protection`): a client asks for her data (UK GDPR articles
 * 15 and 20) or for her account to be erased (article 17); the coach has a month to act. An export
 * gathers her data from every service into a ZIP she downloads for 24 hours. An erasure runs as a
 * saga: crm asks every service to erase or anonymise what it holds and marks the request done when
 * all have confirmed. Payment records kept for tax (6 years) keep their amounts, not her name.
 */

export const DATA_REQUEST_LIMITS = {
  /** The legal deadline: one month, counted as 30 days. */
  deadlineDays: 30,
  /** Her export's link works this long. */
  exportLinkTtlSeconds: 24 * 3600,
} as const;

export const DATA_REQUEST_TYPES = ['export', 'erasure'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_STATUSES = ['pending', 'in_progress', 'done', 'failed'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * POST /api/auth/confirm-password (auth) → a short-lived signed proof that she just typed her
 * password (crm cannot check passwords: auth owns them). An erasure request carries it.
 */
export const passwordConfirmationRequestSchema = z.object({
  password: text({
    label: 'Password',
    max: TEXT_LIMITS.password,
    trim: false,
    required: 'Enter your password to confirm',
  }),
});
export const passwordConfirmationSchema = z.object({ proof: z.string(), expiresAt: z.string() });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;
/** How long a password confirmation proof is accepted. */
export const PASSWORD_CONFIRMATION_TTL_SECONDS = 300;

/**
 * POST /api/data-requests. A client asks for herself (an erasure needs `passwordProof`); the coach
 * asks on a client's behalf (`clientId`).
 */
export const dataRequestInputSchema = z.object({
  type: z.enum(DATA_REQUEST_TYPES, { error: 'Choose export or erasure' }),
  clientId: z.uuid({ message: 'Choose a client' }).optional(),
  passwordProof: text({ label: 'Password confirmation', max: 4000 }).optional(),
});
export type DataRequestInput = z.input<typeof dataRequestInputSchema>;

export const dataRequestSchema = z.object({
  id: z.uuid(),
  type: z.enum(DATA_REQUEST_TYPES),
  status: z.enum(DATA_REQUEST_STATUSES),
  client: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** Who asked: the client herself or the coach. */
  requestedBy: z.enum(['client', 'coach']),
  createdAt: z.string(),
  /** The legal deadline (30 days after the request). */
  dueAt: z.string(),
  executedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** An erasure: each service's confirmation, as it arrives. */
  confirmations: z.array(
    z.object({
      service: z.string(),
      confirmedAt: z.string().nullable(),
      erased: z.record(z.string(), z.number().int().nonnegative()),
    }),
  ),
  /** An erasure one service has not confirmed for too long: the coach is alerted. */
  stuck: z.boolean(),
  /** An export, once ready: when its link stops working. */
  downloadExpiresAt: z.string().nullable(),
  /**
   * An erasure carried out: the records kept because the law requires them (payments, six years
   * for tax), pseudonymised: her name and email replaced. Null otherwise.
   */
  retained: z
    .object({ payments: z.number().int().nonnegative(), pseudonymised: z.literal(true) })
    .nullable()
    .optional(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestListSchema = z.object({ items: z.array(dataRequestSchema) });
export type DataRequestList = z.infer<typeof dataRequestListSchema>;

export const AUDIT_ACTIONS = [
  'data_export_requested',
  'data_export_executed',
  'data_export_downloaded',
  'erasure_requested',
  'erasure_executed',
  'erasure_completed',
  'backup_created',
  'backup_downloaded',
  'consent_withdrawn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/data-protection/audit (coach): who exported or erased what, and when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.string(),
  subject: z.string().nullable(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

/** Her consents, as the client sees them on /data-protection, with their dates. */
export const CONSENT_KINDS = ['health_data', 'marketing_emails', 'photo_marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const consentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  given: z.boolean(),
  givenAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const DATA_REQUEST_MESSAGES = {
  notFound: 'That request was not found',
  passwordRequired: 'Enter your password to confirm',
  passwordWrong: 'That password is not right',
  alreadyOpen: 'You already have a request of this kind in progress',
  notExecutable: 'This request has already been carried out',
  exportNotReady: 'Your data is still being gathered: we will email you when it is ready',
  linkExpired: 'This download link has expired: ask for your data again',
  clientRequired: 'Choose the client this request is for',
  proofInvalid: 'Your password confirmation has expired: enter your password again',
  alreadyErased: "This client's data has already been erased",
  noClientRecord: 'There is no client record for your account',
  paymentsKept: 'Payment records are kept for six years for tax, with her name and email replaced',
} as const;

/** The services that erase their part of a client's data and confirm (crm erases its own first). */
export const ERASURE_SERVICES = ['auth', 'checkin', 'notification'] as const;
