/** The shell's query client (SPEC §8, §9): freshness, cache lifetime, retries, the user prefetch. */
export const QUERY_STALE_TIME_MS = 0;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_BASE_DELAY_MS = 300;
export const QUERY_RETRY_MAX_DELAY_MS = 3000;
export const QUERY_MAX_RETRIES = 1;
export const QUERY_NO_RETRY_STATUSES = [401, 403] as const;
/** The whole client cache is cleared this often. */
export const CACHE_CLEAR_INTERVAL_MS = 10 * 60 * 1000;

export const USER_PREFETCH_DELAY_MS = 100;
export const USER_PREFETCH_STALE_TIME_MS = 5 * 60 * 1000;
