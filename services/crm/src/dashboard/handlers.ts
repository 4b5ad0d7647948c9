import type { Activity, CoachDashboardSummary } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { latestActivities } from '../activity/repository';
import { countPendingApprovals } from '../approvals/repository';
import { dashboardMoney } from '../finances/handlers';
import { countActiveClients, countScreeningsToReview } from '../clients/repository';
import { leadCreatedActivity } from '../leads/handlers';
import { countLeadsSince, latestLeads, leadCountsByStatus } from '../leads/repository';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const RECENT = 20;

/** The coach's dashboard figures: clients, new leads this week, approvals and screenings waiting, MRR and failed payments. */
export async function coachSummary(
  deps: CrmDeps,
  _caller: Caller,
  now = new Date(),
): Promise<CoachDashboardSummary> {
  const [
    activeClients,
    newLeadsThisWeek,
    pendingApprovals,
    screeningsToReview,
    leadsByStatus,
    money,
  ] = await Promise.all([
    countActiveClients(deps.db),
    countLeadsSince(deps.db, new Date(now.getTime() - WEEK_MS)),
    countPendingApprovals(deps.db),
    countScreeningsToReview(deps.db),
    leadCountsByStatus(deps.db),
    dashboardMoney(deps),
  ]);
  return {
    activeClients,
    newLeadsThisWeek,
    pendingApprovals,
    screeningsToReview,
    leadsByStatus,
    ...money,
  };
}

/**
 * The latest things that happened across leads, clients, registrations and the team,
 * newest first. New leads come from their creation time (see leadCreatedActivity).
 */
export async function recentActivity(deps: CrmDeps, _caller: Caller): Promise<Activity[]> {
  const [activities, leads] = await Promise.all([
    latestActivities(deps.db, RECENT),
    latestLeads(deps.db, RECENT),
  ]);
  return [...activities, ...leads.map(leadCreatedActivity)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT);
}
