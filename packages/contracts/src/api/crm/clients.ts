import { z } from 'zod';
import { pageQuerySchema } from '../paging';
import { activitySchema, noteSchema } from './activity';
import { text } from '../text';
import { TEXT_LIMITS } from '../text-limits';
import { firstName, id, isoDate, lastName, person, phone, search } from './fields';
import { billingStatusSchema } from './payments';
import { tagSchema } from '../client-tags';

/** Clients (crm): the coach's table and profile, a nutritionist's assigned clients, a client's own record. */
export const CLIENT_STATUSES = ['active', 'paused', 'pending', 'archived'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES);
export const CLIENT_STATUS_LABELS: Record<(typeof CLIENT_STATUSES)[number], string> = {
  active: 'Active',
  paused: 'Paused',
  pending: 'Pending',
  archived: 'Archived',
};
export const clientStatusLabel = (status: string): string =>
  (CLIENT_STATUS_LABELS as Record<string, string>)[status] ?? status;
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
  /**
   * What she pays for as a whole (`payment_issue`: a payment failed and is not made good); null
   * for callers who may not see billing (a nutritionist).
   */
  billingStatus: billingStatusSchema.nullable(),
  /** Her tags (api/client-tags.ts), sorted. */
  tags: z.array(z.string()),
  /** How she came in: `manual` (added in the app) or `import` (a bulk import: "Imported"). */
  source: z.string().optional(),
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

/** A row of GET /api/clients (coach: every client; nutritionist: assigned clients). */
export const clientSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** GET /api/clients/me (crm): the signed-in client's own record. */
export const clientSelfSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  coach: z.object(person).nullable(),
  /** The nutritionist assigned to her, who writes her nutrition plans (null: none yet). */
  nutritionist: z.object(person).nullable(),
  /** ISO date-time of the next weekly check-in, if one is scheduled. */
  nextCheckInDue: z.string().nullable(),
});
export type ClientSelf = z.infer<typeof clientSelfSchema>;

export const CLIENT_SORTS = [
  'name',
  '-name',
  'joined',
  '-joined',
  'lastCheckIn',
  '-lastCheckIn',
] as const;
export const clientListQuerySchema = pageQuerySchema.extend({
  search: search.optional(),
  status: clientStatusSchema.optional(),
  /** A nutritionist's user id, or `none` for clients without one. */
  nutritionist: z.union([id, z.literal('none')]).optional(),
  joinedFrom: z.iso.date().optional(),
  joinedTo: z.iso.date().optional(),
  /** Clients whose last check-in is before this date (or who never checked in). */
  lastCheckInBefore: z.iso.date().optional(),
  /** `flagged`: clients whose health screening the coach has not reviewed yet. */
  screening: z.enum(['flagged'], { message: 'Filter by flagged screening only' }).optional(),
  billing: billingStatusSchema.optional(),
  tag: tagSchema.optional(),
  sort: z.enum(CLIENT_SORTS).default('name'),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientUpdateSchema = z.object({
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  phone: phone.nullable().optional(),
  goals: text({ label: 'Goals', max: TEXT_LIMITS.longText }).nullable().optional(),
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
/** `GET /api/clients/export?ids=a,b,c` answers text/csv with these columns, headed by their labels. */
export const CLIENT_EXPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'status',
  'nutritionist',
  'joinedAt',
  'lastCheckInAt',
  'tags',
] as const;
export const CLIENT_EXPORT_HEADERS: Record<(typeof CLIENT_EXPORT_COLUMNS)[number], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  nutritionist: 'Nutritionist',
  joinedAt: 'Joined',
  lastCheckInAt: 'Last check-in',
  tags: 'Tags',
};
