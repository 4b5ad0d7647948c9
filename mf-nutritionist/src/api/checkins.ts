import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  checkinDetailSchema,
  checkinHistorySchema,
  clientDetailSchema,
  onboardingStateSchema,
  progressSchema,
} from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';

// What a nutritionist reads about her assigned clients (read-only; the services refuse others).

interface Schema<T> {
  parse: (value: unknown) => T;
}

function useGet() {
  const { apiRequest } = useShellServices();
  return useCallback(
    async <T>(url: string, schema: Schema<T>): Promise<T> =>
      schema.parse(await apiRequest('GET', url)),
    [apiRequest],
  );
}

const q = (clientId: string) => `clientId=${encodeURIComponent(clientId)}`;

/** Her client's record (crm): name and status; never the coach's notes (crm sends none to her). */
export function useClientRecord(clientId: string) {
  const get = useGet();
  return useQuery({
    queryKey: ['/api/clients', clientId],
    queryFn: () => get(`/api/clients/${encodeURIComponent(clientId)}`, clientDetailSchema),
  });
}

export function useProgress(clientId: string, weeks = 52) {
  const get = useGet();
  return useQuery({
    queryKey: ['/api/checkins/progress', clientId, weeks],
    queryFn: () => get(`/api/checkins/progress?${q(clientId)}&weeks=${weeks}`, progressSchema),
  });
}

export function useHistory(clientId: string) {
  const get = useGet();
  return useQuery({
    queryKey: ['/api/checkins', clientId],
    queryFn: () => get(`/api/checkins?${q(clientId)}`, checkinHistorySchema),
  });
}

export function useCheckin(id: string | null | undefined) {
  const get = useGet();
  return useQuery({
    queryKey: ['/api/checkins/detail', id],
    queryFn: () => get(`/api/checkins/${encodeURIComponent(id ?? '')}`, checkinDetailSchema),
    enabled: Boolean(id),
  });
}

export function useOnboarding(clientId: string) {
  const get = useGet();
  return useQuery({
    queryKey: ['/api/onboarding', clientId],
    queryFn: () => get(`/api/onboarding?${q(clientId)}`, onboardingStateSchema),
  });
}

/** The status of a failed request (404: not hers, or no such client). */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
