import { useQuery } from '@tanstack/react-query';
import { coachDashboardSummarySchema, recentActivitySchema } from '@wellness/contracts';
import { useGet } from './request';

export const SUMMARY_URL = '/api/dashboard/summary';
export const ACTIVITY_URL = '/api/dashboard/activity';

/** The coach's figures. Also feeds the pending-approvals badge, so it refreshes every minute. */
export function useDashboardSummary() {
  const get = useGet();
  return useQuery({
    queryKey: [SUMMARY_URL],
    queryFn: () => get(SUMMARY_URL, coachDashboardSummarySchema),
    refetchInterval: 60_000,
  });
}

export function useRecentActivity() {
  const get = useGet();
  return useQuery({
    queryKey: [ACTIVITY_URL],
    queryFn: () => get(ACTIVITY_URL, recentActivitySchema),
  });
}
