import { RateLimiter } from '@wellness/kit';
import type { ServiceRuntime } from '@wellness/kit';
import type { CrmConfig } from './config';
import type { Db } from './db';

/** What crm's handlers work with. Built once, here; handlers take it as their first argument. */
export interface CrmDeps {
  db: Db;
  config: Pick<CrmConfig, 'DISCOVERY_RATE_LIMIT' | 'DISCOVERY_RATE_WINDOW_SECONDS'>;
  /** Counts discovery-form submissions per client address (in Redis). */
  limiter: RateLimiter;
}

export function buildCrmDeps(
  config: CrmConfig,
  runtime: Pick<ServiceRuntime, 'redis'>,
  db: Db,
): CrmDeps {
  return {
    db,
    config: {
      DISCOVERY_RATE_LIMIT: config.DISCOVERY_RATE_LIMIT,
      DISCOVERY_RATE_WINDOW_SECONDS: config.DISCOVERY_RATE_WINDOW_SECONDS,
    },
    limiter: new RateLimiter(runtime.redis, config.QUEUE_PREFIX),
  };
}
