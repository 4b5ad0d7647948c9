import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditListSchema, dataRequestListSchema, dataRequestSchema } from '@wellness/contracts';
import type { DataRequestInput, DataRequestList } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { useGet } from '../../api/request';

export const DATA_REQUESTS_URL = '/api/data-requests';
export const AUDIT_URL = '/api/data-protection/audit';
const requestUrl = (id: string) => `${DATA_REQUESTS_URL}/${encodeURIComponent(id)}`;

/** While a request is being carried out, its confirmations are polled every few seconds. */
export const REQUEST_POLL_MS = 3000;

export function requestsRefetchInterval(list: DataRequestList | undefined): number | false {
  return list?.items.some((r) => r.status === 'in_progress') ? REQUEST_POLL_MS : false;
}

export function useDataRequests() {
  const get = useGet();
  return useQuery({
    queryKey: [DATA_REQUESTS_URL],
    queryFn: () => get(DATA_REQUESTS_URL, dataRequestListSchema),
    refetchInterval: (query) => requestsRefetchInterval(query.state.data),
  });
}

/** The audit log, newest first, a page at a time ("Show older entries"). */
export function useAuditLog() {
  const get = useGet();
  return useInfiniteQuery({
    queryKey: [AUDIT_URL],
    queryFn: ({ pageParam }) =>
      get(
        pageParam ? `${AUDIT_URL}?cursor=${encodeURIComponent(pageParam)}` : AUDIT_URL,
        auditListSchema,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function useInvalidateRequests() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [DATA_REQUESTS_URL, AUDIT_URL].map((url) => client.invalidateQueries({ queryKey: [url] })),
    );
}

/** Carries out a request: gathers her export, or starts the erasure across every service. */
export function useExecuteRequest() {
  const { apiRequest } = useShellServices();
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: async (id: string) =>
      dataRequestSchema.parse(await apiRequest('POST', `${requestUrl(id)}/execute`)),
    onSettled: invalidate,
  });
}

/** Records a request a client made another way (email, phone), on her behalf. */
export function useCreateRequest() {
  const { apiRequest } = useShellServices();
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: async (input: DataRequestInput) =>
      dataRequestSchema.parse(await apiRequest('POST', DATA_REQUESTS_URL, input)),
    onSettled: invalidate,
  });
}
