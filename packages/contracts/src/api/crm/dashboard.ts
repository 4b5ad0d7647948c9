import { z } from 'zod';
import { activitySchema } from './activity';

/** GET /api/dashboard/summary (crm, coach only). */
export const coachDashboardSummarySchema = z.object({
  activeClients: z.number().int().nonnegative(),
  newLeadsThisWeek: z.number().int().nonnegative(),
  pendingApprovals: z.number().int().nonnegative(),
  /** Clients (not archived) whose health screening said yes and is not reviewed yet. */
  screeningsToReview: z.number().int().nonnegative(),
  leadsByStatus: z.record(z.string(), z.number().int().nonnegative()),
  /** Monthly recurring revenue in minor units of `currency`, and payments failed and not made good. */
  mrrMinor: z.number().int().nonnegative(),
  currency: z.string(),
  failedPayments: z.number().int().nonnegative(),
});
export type CoachDashboardSummary = z.infer<typeof coachDashboardSummarySchema>;

/** GET /api/dashboard/activity (crm, coach only): the latest timeline entries of every record. */
export const recentActivitySchema = z.array(activitySchema);
