import IORedis from 'ioredis';
import type { Redis, RedisOptions } from 'ioredis';

export type { Redis };

/**
 * A Redis connection that keeps retrying while Redis is away (BullMQ workers need
 * maxRetriesPerRequest: null); `failFast` connections reject commands at once when offline
 * so request paths and the relay never hang on an outage.
 */
export function createRedis(
  url: string,
  options: { failFast?: boolean; name?: string } = {},
): Redis {
  const base: RedisOptions = {
    connectionName: options.name,
    maxRetriesPerRequest: options.failFast ? 1 : null,
    enableOfflineQueue: !options.failFast,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  };
  const redis = new IORedis(url, base);
  redis.on('error', () => {
    // Connection errors surface through readiness and command failures; ioredis keeps reconnecting.
  });
  return redis;
}
