import { z } from 'zod';

/** GET /api/dashboard/summary (crm, coach only). */
export const coachDashboardSummarySchema = z.object({
  activeClients: z.number().int().nonnegative(),
  newLeadsThisWeek: z.number().int().nonnegative(),
  pendingApprovals: z.number().int().nonnegative(),
  leadsByStatus: z.record(z.string(), z.number().int().nonnegative()),
});
export type CoachDashboardSummary = z.infer<typeof coachDashboardSummarySchema>;

const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** GET /api/clients/me (crm): the signed-in client's own record. */
export const clientSelfSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  coach: personName.nullable(),
  /** ISO date-time of the next weekly check-in, if one is scheduled. */
  nextCheckInDue: z.string().nullable(),
});
export type ClientSelf = z.infer<typeof clientSelfSchema>;

/** A page of a list endpoint: `{ items, total, page, pageSize }` (page is 1-based). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A row of GET /api/clients (coach: every client; nutritionist: assigned clients). */
export const clientSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** Query of every paged list endpoint: 1-based page, at most 100 rows. */
export const pageQuerySchema = z.object({
  page: z.coerce.number<number | string>().int().min(1, { message: 'page starts at 1' }).default(1),
  pageSize: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(100, { message: 'pageSize is at most 100' })
    .default(25),
});
