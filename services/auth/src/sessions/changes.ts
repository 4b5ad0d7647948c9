import { sessionChangesChannel } from '@wellness/contracts';
import type { SessionChange } from '@wellness/contracts';
import { withTimeout } from '@wellness/kit';
import type { Logger, Redis, SessionDirectory } from '@wellness/kit';

/** Tells the gateways that a user's sessions or account changed (call after the change commits). */
export type AnnounceSessionChange = (userId: string) => Promise<void>;

const REDIS_TIMEOUT_MS = 1000;

/**
 * Removes her sessions from the shared directory, then publishes on the session-changes channel
 * (in that order: a gateway that drops its cached copy must not find her old session there).
 * Never throws: the change itself has committed; a directory entry missed lives at most the
 * directory's lifetime, and a gateway that misses the message drops its copy within seconds.
 */
export function sessionChangeAnnouncer(
  redis: Redis,
  directory: SessionDirectory,
  prefix: string,
  log: Logger,
): AnnounceSessionChange {
  const channel = sessionChangesChannel(prefix);
  return async (userId) => {
    try {
      await withTimeout(directory.forgetUser(userId), REDIS_TIMEOUT_MS, 'forget sessions');
    } catch (error) {
      log.error({ err: error, userId }, 'sessions not removed from the shared session directory');
    }
    const change: SessionChange = { userId };
    try {
      await withTimeout(
        redis.publish(channel, JSON.stringify(change)),
        REDIS_TIMEOUT_MS,
        'publish',
      );
    } catch (error) {
      log.warn({ err: error, userId }, 'session change not announced to the gateways');
    }
  };
}
