import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalSchema, pagedSchema } from '@wellness/contracts';
import type { Approval, Paged } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { toQueryString } from '../lib/url-state';
import { ACTIVITY_URL, SUMMARY_URL } from './dashboard';
import { useGet } from './request';

export const APPROVALS_URL = '/api/approvals';
export type ApprovalStatus = Approval['status'];
const approvalPageSchema = pagedSchema(approvalSchema);

export function useApprovals(status: ApprovalStatus, page: number, pageSize = 20) {
  const get = useGet();
  return useQuery({
    queryKey: [APPROVALS_URL, { status, page, pageSize }],
    queryFn: () =>
      get(`${APPROVALS_URL}${toQueryString({ status, page, pageSize })}`, approvalPageSchema),
    placeholderData: keepPreviousData,
  });
}

export type Decision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason?: string };

/**
 * Approve or reject. The decided registration leaves the pending lists at once (optimistic);
 * on failure it comes back. Afterwards every list, the badge and the activity feed refresh.
 */
export function useDecideApproval() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const url = `${APPROVALS_URL}/${encodeURIComponent(decision.id)}/${decision.action}`;
      const body =
        decision.action === 'reject' && decision.reason ? { reason: decision.reason } : {};
      return apiRequest('POST', url, body);
    },
    onMutate: async (decision) => {
      const pendingKey = { queryKey: [APPROVALS_URL, { status: 'pending' }] };
      await client.cancelQueries(pendingKey);
      const previous = client.getQueriesData<Paged<Approval>>(pendingKey);
      client.setQueriesData<Paged<Approval>>(pendingKey, (page) =>
        page
          ? {
              ...page,
              items: page.items.filter((a) => a.id !== decision.id),
              total: Math.max(0, page.total - 1),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _decision, context) => {
      context?.previous.forEach(([key, data]) => client.setQueryData(key, data));
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [APPROVALS_URL] }),
        client.invalidateQueries({ queryKey: [SUMMARY_URL] }),
        client.invalidateQueries({ queryKey: [ACTIVITY_URL] }),
        client.invalidateQueries({ queryKey: ['/api/clients'] }),
      ]),
  });
}
