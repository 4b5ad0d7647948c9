import { messageSchema } from '@wellness/contracts';
import type { MessageStreamEvent } from '@wellness/contracts';

// When the live stream is given up for polling, when it is tried again, and what its events say.
// Pure, so tested.

/** Errors in a row without the stream opening, before the page polls instead. */
export const STREAM_ERRORS_BEFORE_POLLING = 3;
/** How often the page asks when it polls (the badge, the open thread, the inbox). */
export const POLL_INTERVAL_MS = 10_000;
/** While it polls, the page tries the stream again after this long, twice as long after each failed try… */
export const STREAM_RETRY_MS = 30_000;
/** …up to this. */
export const STREAM_RETRY_MAX_MS = 5 * 60_000;

export interface StreamHealth {
  errorsSinceOpen: number;
  polling: boolean;
  /** Tries to get the stream back that failed since polling began. */
  failedRetries: number;
  /** False when the browser has no EventSource: polling for good. */
  retryable: boolean;
}

export const INITIAL_STREAM_HEALTH: StreamHealth = {
  errorsSinceOpen: 0,
  polling: false,
  failedRetries: 0,
  retryable: true,
};

export type StreamSignal =
  | { type: 'unsupported' }
  | { type: 'open' }
  /** `closed`: the browser gave up itself (the answer was not a stream) and will not reconnect. */
  | { type: 'error'; closed: boolean };

/**
 * The stream's health after something happened to it. Once polling, any error is a failed try to
 * get the stream back (the page closes it and tries again later); the stream opening ends polling.
 */
export function nextStreamHealth(health: StreamHealth, signal: StreamSignal): StreamHealth {
  switch (signal.type) {
    case 'unsupported':
      return { ...INITIAL_STREAM_HEALTH, polling: true, retryable: false };
    case 'open':
      return INITIAL_STREAM_HEALTH;
    case 'error': {
      if (health.polling) return { ...health, failedRetries: health.failedRetries + 1 };
      const errorsSinceOpen = health.errorsSinceOpen + 1;
      return {
        ...health,
        errorsSinceOpen,
        polling: signal.closed || errorsSinceOpen >= STREAM_ERRORS_BEFORE_POLLING,
      };
    }
  }
}

/** How long until the page tries the stream again, or null when it does not (streaming, or no EventSource). */
export function streamRetryDelay(health: StreamHealth): number | null {
  if (!health.polling || !health.retryable) return null;
  return Math.min(STREAM_RETRY_MS * 2 ** health.failedRetries, STREAM_RETRY_MAX_MS);
}

export const STREAM_EVENT_TYPES = ['message', 'read', 'unread'] as const;

const isString = (value: unknown): value is string => typeof value === 'string';

/** An SSE event as a MessageStreamEvent, or null when it is not one (ignored, never thrown). */
export function parseStreamEvent(type: string, data: string): MessageStreamEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  if (type === 'message') {
    const message = messageSchema.safeParse(value.message);
    if (!message.success || !isString(value.conversationId)) return null;
    return { type, conversationId: value.conversationId, message: message.data };
  }
  if (type === 'read') {
    const { conversationId, userId, upTo } = value;
    if (!isString(conversationId) || !isString(userId) || !isString(upTo)) return null;
    return { type, conversationId, userId, upTo };
  }
  if (type === 'unread') {
    const { total } = value;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return null;
    return { type, total };
  }
  return null;
}
