import type { Activity, CoachDashboardSummary } from '@wellness/contracts';
import type { Db } from '../db';
import { assertRole } from '../caller';
import type { Caller } from '@wellness/kit';
import { leadCreatedActivity } from '../leads/handlers';
import { latestActivities } from '../activity/repository';
import { countPendingApprovals } from '../approvals/repository';
import { countActiveClients } from '../clients/repository';
import { countLeadsSince, latestLeads, leadCountsByStatus } from '../leads/repository';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const RECENT = 20;

export async function coachSummary(db: Db, now = new Date()): Promise<CoachDashboardSummary> {
  const [activeClients, newLeadsThisWeek, pendingApprovals, leadsByStatus] = await Promise.all([
    countActiveClients(db),
    countLeadsSince(db, new Date(now.getTime() - WEEK_MS)),
    countPendingApprovals(db),
    leadCountsByStatus(db),
  ]);
  return { activeClients, newLeadsThisWeek, pendingApprovals, leadsByStatus };
}

/**
 * Coach only: the latest things that happened across leads, clients, registrations and the team,
 * newest first. New leads come from their creation time (see leadCreatedActivity).
 */
export async function recentActivity(db: Db, caller: Caller): Promise<Activity[]> {
  assertRole(caller, 'coach');
  const [activities, leads] = await Promise.all([
    latestActivities(db, RECENT),
    latestLeads(db, RECENT),
  ]);
  return [...activities, ...leads.map(leadCreatedActivity)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT);
}
