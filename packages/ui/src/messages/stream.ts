import { useEffect, useRef } from 'react';
import type { MessageStreamEvent } from '@wellness/contracts';
import { MESSAGES_API } from './api';
import {
  INITIAL_STREAM_HEALTH,
  POLL_INTERVAL_MS,
  STREAM_EVENT_TYPES,
  nextStreamHealth,
  parseStreamEvent,
  streamRetryDelay,
} from './stream-state';
import type { StreamHealth, StreamSignal } from './stream-state';

// One EventSource per page, however many parts of it listen (the menu's badge, the inbox, the
// thread). When the stream cannot be had, every listener is asked to poll every 10 s instead, and
// the stream is tried again now and then (streamRetryDelay); once it opens, polling stops.

export interface StreamListener {
  onEvent?: (event: MessageStreamEvent) => void;
  /**
   * Called every POLL_INTERVAL_MS while the stream is given up, and once when it is back: load
   * again what you show.
   */
  onPoll?: () => void;
}

const listeners = new Set<StreamListener>();
let source: EventSource | null = null;
let health: StreamHealth = INITIAL_STREAM_HEALTH;
let pollTimer: ReturnType<typeof setInterval> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

const pollAll = () => listeners.forEach((l) => l.onPoll?.());

function startPolling() {
  source?.close();
  source = null;
  pollTimer ??= setInterval(pollAll, POLL_INTERVAL_MS);
  const delay = streamRetryDelay(health);
  if (delay !== null && !retryTimer)
    retryTimer = setTimeout(() => {
      retryTimer = null;
      openStream();
    }, delay);
}

function stopPolling() {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function signal(s: StreamSignal) {
  const wasPolling = health.polling;
  health = nextStreamHealth(health, s);
  if (health.polling) startPolling();
  else if (wasPolling) {
    stopPolling();
    // What arrived between the last poll and the stream opening.
    pollAll();
  }
}

function openStream() {
  if (typeof EventSource === 'undefined') return signal({ type: 'unsupported' });
  let stream: EventSource;
  try {
    stream = new EventSource(MESSAGES_API.stream);
  } catch {
    return signal({ type: 'unsupported' });
  }
  source = stream;
  stream.onopen = () => signal({ type: 'open' });
  stream.onerror = () =>
    signal({ type: 'error', closed: stream.readyState === EventSource.CLOSED });
  for (const type of STREAM_EVENT_TYPES) {
    stream.addEventListener(type, (event) => {
      const parsed = parseStreamEvent(type, (event as MessageEvent<string>).data);
      if (parsed) listeners.forEach((l) => l.onEvent?.(parsed));
    });
  }
}

function connect() {
  if (!source && !pollTimer) openStream();
}

function disconnect() {
  source?.close();
  source = null;
  stopPolling();
  health = INITIAL_STREAM_HEALTH;
}

/** Listens to the page's one stream (opened by the first listener, closed after the last). */
export function subscribeToMessageStream(listener: StreamListener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

/** Whether the page polls rather than streams (for a note such as "Updates every 10 seconds"). */
export const isPollingMessages = () => health.polling;

/**
 * `useMessageStream({ onEvent, onPoll })`: the live messaging events while the component is mounted.
 * The callbacks may change every render; the subscription does not.
 */
export function useMessageStream(listener: StreamListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () =>
      subscribeToMessageStream({
        onEvent: (event) => latest.current.onEvent?.(event),
        onPoll: () => latest.current.onPoll?.(),
      }),
    [],
  );
}
