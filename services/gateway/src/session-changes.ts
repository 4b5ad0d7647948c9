import { sessionChangesChannel } from '@wellness/contracts';
import { createRedis } from '@wellness/kit';
import type { Logger } from '@wellness/kit';
import type { SessionCache } from './session-cache';

/**
 * Subscribes to auth's session changes and drops the named user's cached sessions. The cache is live
 * only while subscribed: when the connection drops it empties and stays off until Redis is back.
 */
export function followSessionChanges(
  redisUrl: string,
  prefix: string,
  cache: SessionCache,
  logger: Logger,
): { close(): Promise<void> } {
  const channel = sessionChangesChannel(prefix);
  const redis = createRedis(redisUrl, { name: 'gateway-session-changes' });
  redis.on('ready', () => {
    redis.subscribe(channel).then(
      () => cache.setLive(true),
      (error: unknown) => logger.warn({ err: error }, 'session changes: subscribe failed'),
    );
  });
  redis.on('close', () => cache.setLive(false));
  redis.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { userId } = JSON.parse(message) as { userId?: unknown };
      if (typeof userId === 'string') cache.forgetUser(userId);
    } catch {
      logger.warn({ message: message.slice(0, 200) }, 'session changes: malformed message');
    }
  });
  return {
    close: async () => {
      cache.setLive(false);
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
