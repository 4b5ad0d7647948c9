import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkinDetailSchema,
  checkinHistorySchema,
  checkinSchema,
  checkinSummarySchema,
  missingCheckinsSchema,
  nudgeResultSchema,
  onboardingStateSchema,
  pagedSchema,
  progressSchema,
  replySnippetListSchema,
  replySnippetSchema,
  reviewQueueItemSchema,
} from '@wellness/contracts';
import type { ReviewQueueFilter, SnippetInput } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { toQueryString } from '../lib/url-state';
import { useGet } from './request';

// The checkin service's coach endpoints (contracts api/checkins.ts).
export const CHECKINS_URL = '/api/checkins';
export const QUEUE_URL = `${CHECKINS_URL}/review-queue`;
export const CHECKIN_SUMMARY_URL = `${CHECKINS_URL}/summary`;
export const MISSING_URL = `${CHECKINS_URL}/missing`;
export const SNIPPETS_URL = `${CHECKINS_URL}/snippets`;
export const PROGRESS_URL = `${CHECKINS_URL}/progress`;
export const ONBOARDING_URL = '/api/onboarding';

/** The queue is read whole (the API's largest page): the coach works through it in order. */
export const QUEUE_PAGE_SIZE = 100;
const queuePageSchema = pagedSchema(reviewQueueItemSchema);
const checkinUrl = (id: string) => `${CHECKINS_URL}/${encodeURIComponent(id)}`;

export function useReviewQueue(filter: ReviewQueueFilter) {
  const get = useGet();
  return useQuery({
    queryKey: [QUEUE_URL, filter],
    queryFn: () =>
      get(`${QUEUE_URL}${toQueryString({ filter, pageSize: QUEUE_PAGE_SIZE })}`, queuePageSchema),
    placeholderData: keepPreviousData,
  });
}

export function useCheckinDetail(id: string | null) {
  const get = useGet();
  return useQuery({
    queryKey: [CHECKINS_URL, 'detail', id],
    queryFn: () => get(checkinUrl(id ?? ''), checkinDetailSchema),
    enabled: Boolean(id),
  });
}

/** Awaiting review and overdue: the dashboard's figures and the tabs' counts. */
export function useCheckinSummary() {
  const get = useGet();
  return useQuery({
    queryKey: [CHECKIN_SUMMARY_URL],
    queryFn: () => get(CHECKIN_SUMMARY_URL, checkinSummarySchema),
    refetchInterval: 60_000,
  });
}

export function useMissingCheckins(enabled = true) {
  const get = useGet();
  return useQuery({
    queryKey: [MISSING_URL],
    queryFn: () => get(MISSING_URL, missingCheckinsSchema),
    enabled,
  });
}

/** A client's history (newest first, missed weeks included). */
export function useCheckinHistory(clientId: string) {
  const get = useGet();
  return useQuery({
    queryKey: [CHECKINS_URL, 'history', clientId],
    queryFn: () => get(`${CHECKINS_URL}${toQueryString({ clientId })}`, checkinHistorySchema),
    enabled: Boolean(clientId),
  });
}

export function useProgress(clientId: string, weeks = 52) {
  const get = useGet();
  return useQuery({
    queryKey: [PROGRESS_URL, clientId, weeks],
    queryFn: () => get(`${PROGRESS_URL}${toQueryString({ clientId, weeks })}`, progressSchema),
    enabled: Boolean(clientId),
  });
}

export function useOnboarding(clientId: string) {
  const get = useGet();
  return useQuery({
    queryKey: [ONBOARDING_URL, clientId],
    queryFn: () => get(`${ONBOARDING_URL}${toQueryString({ clientId })}`, onboardingStateSchema),
    enabled: Boolean(clientId),
  });
}

/** After a review: the queue, the figures, the client's history and progress refresh. */
export function useReviewCheckin() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, feedback }: { id: string; feedback: string }) =>
      checkinSchema.parse(await apiRequest('POST', `${checkinUrl(id)}/review`, { feedback })),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [QUEUE_URL] }),
        client.invalidateQueries({ queryKey: [CHECKIN_SUMMARY_URL] }),
        client.invalidateQueries({ queryKey: [CHECKINS_URL] }),
        client.invalidateQueries({ queryKey: [PROGRESS_URL] }),
      ]),
  });
}

export function useNudge() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (clientId: string) =>
      nudgeResultSchema.parse(
        await apiRequest('POST', `${MISSING_URL}/${encodeURIComponent(clientId)}/nudge`),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: [MISSING_URL] }),
  });
}

export function useSnippets() {
  const get = useGet();
  return useQuery({
    queryKey: [SNIPPETS_URL],
    queryFn: () => get(SNIPPETS_URL, replySnippetListSchema),
  });
}

export function useCreateSnippet() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SnippetInput) =>
      replySnippetSchema.parse(await apiRequest('POST', SNIPPETS_URL, input)),
    onSettled: () => client.invalidateQueries({ queryKey: [SNIPPETS_URL] }),
  });
}

export function useDeleteSnippet() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${SNIPPETS_URL}/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: [SNIPPETS_URL] }),
  });
}
