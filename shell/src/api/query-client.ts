import { QueryClient } from '@tanstack/react-query';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import {
  CACHE_CLEAR_INTERVAL_MS,
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRIES,
  QUERY_NO_RETRY_STATUSES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME_MS,
  readCookie,
  SESSION_INDICATOR_COOKIE,
  USER_PREFETCH_DELAY_MS,
  USER_PREFETCH_STALE_TIME_MS,
} from '@wellness/contracts';
import type { ApiRequest } from '@wellness/contracts';
import { apiRequest, statusOf } from './client';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** Never retry 401/403; otherwise retry once (SPEC §8). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && (QUERY_NO_RETRY_STATUSES as readonly number[]).includes(status))
    return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** 300 ms doubled per attempt, capped at 3000 ms (SPEC §9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

/** GET URL of a query key: the first element, then the remaining non-null elements as param0, param1, ... */
export function buildQueryUrl(queryKey: QueryKey): string {
  const [base, ...rest] = queryKey;
  const params = new URLSearchParams();
  rest
    .filter((value) => value !== null && value !== undefined)
    .forEach((value, i) => {
      params.append(`param${i}`, typeof value === 'object' ? JSON.stringify(value) : String(value));
    });
  const query = params.toString();
  if (!query) return String(base);
  return `${String(base)}${String(base).includes('?') ? '&' : '?'}${query}`;
}

export function defaultQueryFn(request: ApiRequest = apiRequest): QueryFunction {
  return ({ queryKey }) => request('GET', buildQueryUrl(queryKey));
}

const documentCookie = () => (typeof document === 'undefined' ? '' : document.cookie);

/**
 * Current user: 401 means "no user" (null), any other failure is an error (SPEC §4, §8). Without the
 * session indicator cookie (set and cleared with the session cookie) there is no session to ask
 * about, so an anonymous visitor gets no user without a request and no 401 in her console.
 */
export function currentUserQueryFn(
  request: ApiRequest = apiRequest,
  cookie: () => string = documentCookie,
) {
  return async (): Promise<unknown> => {
    if (!hasSessionIndicator(cookie())) return null;
    try {
      return await request('GET', CURRENT_USER_KEY[0]);
    } catch (error) {
      if (statusOf(error) === 401) return null;
      throw error;
    }
  };
}

export function createQueryClient(request: ApiRequest = apiRequest): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn(request),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        refetchOnReconnect: true,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

/** Clears the whole cache every 10 minutes. Returns a stop function. */
export function startPeriodicCacheClear(
  client: QueryClient,
  intervalMs = CACHE_CLEAR_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => client.clear(), intervalMs);
  return () => clearInterval(timer);
}

export function hasSessionIndicator(cookie: string): boolean {
  return readCookie(cookie, SESSION_INDICATOR_COOKIE) !== undefined;
}

/** 100 ms after load, prefetch the current user (fresh for 5 minutes) when the session indicator cookie is present. */
export function scheduleUserPrefetch(
  client: QueryClient,
  cookie: () => string,
  request: ApiRequest = apiRequest,
): () => void {
  const timer = setTimeout(() => {
    if (!hasSessionIndicator(cookie())) return;
    void client.prefetchQuery({
      queryKey: CURRENT_USER_KEY,
      queryFn: currentUserQueryFn(request, cookie),
      staleTime: USER_PREFETCH_STALE_TIME_MS,
    });
  }, USER_PREFETCH_DELAY_MS);
  return () => clearTimeout(timer);
}
