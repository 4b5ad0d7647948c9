import { z } from 'zod';
import { pageQuerySchema } from './dashboard';
import { roleSchema } from '../roles';

/** CRM API contracts (issue 5): leads pipeline, approvals, clients, team, activity. */

const id = z.uuid({ message: 'must be a valid id' });
const isoDate = z.string();
const person = { firstName: z.string(), lastName: z.string() };
const trimmed = (max: number, message: string) => z.string().trim().min(1, { message }).max(max);

// ── Activity timeline ─────────────────────────────────────────────────────────
export const activitySchema = z.object({
  id: z.string(),
  subjectType: z.enum(['lead', 'client', 'approval', 'team']),
  subjectId: z.string(),
  kind: z.string(),
  summary: z.string(),
  actorName: z.string().nullable(),
  createdAt: isoDate,
});
export type Activity = z.infer<typeof activitySchema>;

export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: isoDate,
});
export type Note = z.infer<typeof noteSchema>;
export const noteCreateSchema = z.object({
  body: trimmed(5000, 'Write something before saving the note'),
});

// ── Leads ────────────────────────────────────────────────────────────────────
export const LEAD_STATUSES = ['new', 'contacted', 'call_booked', 'won', 'lost'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  call_booked: 'Call booked',
  won: 'Won',
  lost: 'Lost',
};
export const LEAD_SOURCES = [
  'discovery',
  'instagram',
  'facebook',
  'referral',
  'import',
  'other',
] as const;

export const leadSummarySchema = z.object({
  id: z.string(),
  ...person,
  email: z.string(),
  phone: z.string().nullable(),
  status: leadStatusSchema,
  source: z.string(),
  lostReason: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadDetailSchema = leadSummarySchema.extend({
  /** The discovery form's answers as submitted (goals, challenge, preferred times, ...). */
  answers: z.record(z.string(), z.unknown()),
  utm: z.record(z.string(), z.string()).nullable(),
  consentAt: isoDate.nullable(),
  /** Set once the lead was converted into a client. */
  clientId: z.string().nullable(),
  notes: z.array(noteSchema),
  timeline: z.array(activitySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: leadStatusSchema.optional(),
  source: z.string().trim().max(50).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const LEAD_MESSAGES = {
  lostReasonRequired: 'Please give a reason the lead was lost',
  alreadyConverted: 'This lead is already a client',
  lostCannotConvert: 'A lost lead cannot be converted; reopen it first',
} as const;

export const leadUpdateSchema = z
  .object({
    status: leadStatusSchema.optional(),
    lostReason: z.string().trim().max(500).optional(),
    firstName: trimmed(100, 'First name is required').optional(),
    lastName: trimmed(100, 'Last name is required').optional(),
    phone: z.string().trim().max(40).nullable().optional(),
  })
  .refine((value) => value.status !== 'lost' || !!value.lostReason, {
    message: LEAD_MESSAGES.lostReasonRequired,
    path: ['lostReason'],
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const convertLeadResponseSchema = z.object({
  clientId: z.string(),
  lead: leadSummarySchema,
});

// ── Approvals ────────────────────────────────────────────────────────────────
export const approvalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  ...person,
  note: z.string().nullable(),
  /** The role she registered with (added by the crm back end; always sent). */
  role: roleSchema.optional(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export const rejectApprovalSchema = z.object({ reason: z.string().trim().max(2000).optional() });
export const APPROVAL_MESSAGES = {
  alreadyDecided: 'This registration has already been decided',
} as const;

// ── Clients ──────────────────────────────────────────────────────────────────
export const CLIENT_STATUSES = ['active', 'paused', 'pending', 'archived'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof clientStatusSchema>;

const teamRef = z.object({ userId: z.string(), ...person }).nullable();

export const clientRowSchema = z.object({
  id: z.string(),
  ...person,
  email: z.string(),
  phone: z.string().nullable(),
  status: clientStatusSchema,
  nutritionist: teamRef,
  joinedAt: isoDate,
  lastCheckInAt: isoDate.nullable(),
  hasAccount: z.boolean(),
  /** A "yes" in her onboarding health screening: "Review health screening". */
  screeningFlagged: z.boolean(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientDetailSchema = clientRowSchema.extend({
  userId: z.string().nullable(),
  goals: z.string().nullable(),
  coach: teamRef,
  nextCheckInDue: isoDate.nullable(),
  /** Private coach notes: never shown to the client. Empty for nutritionists. */
  notes: z.array(noteSchema),
  timeline: z.array(activitySchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const CLIENT_SORTS = [
  'name',
  '-name',
  'joined',
  '-joined',
  'lastCheckIn',
  '-lastCheckIn',
] as const;
export const clientListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: clientStatusSchema.optional(),
  /** A nutritionist's user id, or `none` for clients without one. */
  nutritionist: z.union([id, z.literal('none')]).optional(),
  joinedFrom: z.iso.date().optional(),
  joinedTo: z.iso.date().optional(),
  /** Clients whose last check-in is before this date (or who never checked in). */
  lastCheckInBefore: z.iso.date().optional(),
  sort: z.enum(CLIENT_SORTS).default('name'),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientUpdateSchema = z.object({
  firstName: trimmed(100, 'First name is required').optional(),
  lastName: trimmed(100, 'Last name is required').optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  goals: z.string().trim().max(2000).nullable().optional(),
  status: clientStatusSchema.optional(),
});
export const assignmentSchema = z.object({ nutritionistUserId: id.nullable() });

export const bulkClientActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    ids: z.array(id).min(1).max(500),
    nutritionistUserId: id.nullable(),
  }),
  z.object({
    action: z.literal('status'),
    ids: z.array(id).min(1).max(500),
    status: clientStatusSchema,
  }),
]);
export const bulkResultSchema = z.object({ updated: z.number().int() });
/** `GET /api/clients/export?ids=a,b,c` answers text/csv with these columns. */
export const CLIENT_EXPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'status',
  'nutritionist',
  'joinedAt',
  'lastCheckInAt',
] as const;

// ── Team ─────────────────────────────────────────────────────────────────────
export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  ...person,
  role: z.enum(['coach', 'nutritionist']),
  status: z.enum(['invited', 'active', 'deactivated']),
  assignedClients: z.number().int(),
  createdAt: isoDate,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
/** `GET /api/team` answers the whole team (oldest first), not a page. */
export const teamListSchema = z.array(teamMemberSchema);
export const teamInvitationSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: 'Please enter a valid email' })),
  firstName: trimmed(100, 'First name is required'),
  lastName: trimmed(100, 'Last name is required'),
  role: z.enum(['coach', 'nutritionist'], { message: 'Choose coach or nutritionist' }),
});
export const teamUpdateSchema = z.object({ status: z.literal('deactivated') });
export const TEAM_MESSAGES = {
  alreadyMember: 'Someone with this email is already on your team',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  notNutritionist: 'Clients can only be assigned to an active nutritionist',
} as const;

// ── Dashboard ────────────────────────────────────────────────────────────────
export const recentActivitySchema = z.array(activitySchema);
