import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dataRequestListSchema,
  dataRequestSchema,
  downloadLinkSchema,
  passwordConfirmationSchema,
} from '@wellness/contracts';
import type { DataRequestList } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';

// Her data-protection requests (crm) and the password confirmation an erasure needs (auth).

export const DATA_REQUESTS_URL = '/api/data-requests';
export const CONFIRM_PASSWORD_URL = '/api/auth/confirm-password';
export const MY_REQUESTS_KEY = ['data-requests'] as const;

/** While her request is open, its status is checked every few seconds. */
export const REQUEST_POLL_MS = 5000;

export function myRequestsRefetchInterval(list: DataRequestList | undefined): number | false {
  return list?.items.some((r) => r.status === 'pending' || r.status === 'in_progress')
    ? REQUEST_POLL_MS
    : false;
}

export function useMyRequests() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: MY_REQUESTS_KEY,
    queryFn: async () => dataRequestListSchema.parse(await apiRequest('GET', DATA_REQUESTS_URL)),
    refetchInterval: (query) => myRequestsRefetchInterval(query.state.data),
  });
}

/** "Download my data": her request joins her coach's queue. */
export function useRequestExport() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      dataRequestSchema.parse(await apiRequest('POST', DATA_REQUESTS_URL, { type: 'export' })),
    onSettled: () => client.invalidateQueries({ queryKey: MY_REQUESTS_KEY }),
  });
}

/** A download link of her own for her ready export (it works as long as the emailed one). */
export function useExportLink() {
  const { apiRequest } = useShellServices();
  return useMutation({
    mutationFn: async (requestId: string) =>
      downloadLinkSchema.parse(await apiRequest('POST', `${DATA_REQUESTS_URL}/${requestId}/link`)),
  });
}

/**
 * "Delete my account": auth checks her password and signs a short-lived proof; crm accepts the
 * erasure request with it (crm never sees her password).
 */
export function useRequestErasure() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      const { proof } = passwordConfirmationSchema.parse(
        await apiRequest('POST', CONFIRM_PASSWORD_URL, { password }),
      );
      return dataRequestSchema.parse(
        await apiRequest('POST', DATA_REQUESTS_URL, { type: 'erasure', passwordProof: proof }),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: MY_REQUESTS_KEY }),
  });
}
