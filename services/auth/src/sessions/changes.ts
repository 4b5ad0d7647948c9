import { sessionChangesChannel } from '@wellness/contracts';
import type { SessionChange } from '@wellness/contracts';
import { withTimeout } from '@wellness/kit';
import type { Logger, Redis } from '@wellness/kit';

/** Tells the gateways that a user's sessions or account changed (call after the change commits). */
export type AnnounceSessionChange = (userId: string) => Promise<void>;

const PUBLISH_TIMEOUT_MS = 1000;

/**
 * Publishes on the session-changes channel. Never throws: the change itself has committed, and a
 * gateway that misses the message still drops its cached copy within its short cache lifetime.
 */
export function sessionChangeAnnouncer(
  redis: Redis,
  prefix: string,
  log: Logger,
): AnnounceSessionChange {
  const channel = sessionChangesChannel(prefix);
  return async (userId) => {
    const change: SessionChange = { userId };
    try {
      await withTimeout(
        redis.publish(channel, JSON.stringify(change)),
        PUBLISH_TIMEOUT_MS,
        'publish',
      );
    } catch (error) {
      log.warn({ err: error, userId }, 'session change not announced to the gateways');
    }
  };
}
