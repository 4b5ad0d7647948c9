import type { Redis } from '@wellness/kit';

/** Deletes every key of a run's queue prefix (its queues, jobs and schedulers) from Redis. */
export async function deleteQueueKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}
