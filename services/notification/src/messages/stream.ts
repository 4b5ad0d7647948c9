import type { Caller } from '@wellness/kit';
import { MESSAGE_STREAM_HEARTBEAT_MS } from '@wellness/contracts';
import type { NotificationDeps } from '../deps';
import { callerUnread } from './handlers';
import { latestStreamEventId, streamEventsAfter } from './stream-repository';

/** Where an open stream writes (the route adapts the HTTP response to it). */
export interface StreamWriter {
  write(chunk: string): void;
  end(): void;
  onClose(listener: () => void): void;
}

/** Read at most this many events at once; a stream far behind reads again at once. */
const BATCH = 500;

/** A stored event as its frame (`data`: JSON text on one line). */
const frame = (id: bigint, type: string, data: string) =>
  `id: ${id}\nevent: ${type}\ndata: ${data}\n\n`;

/**
 * Her stream of message events (`GET /api/messages/stream`). With `lastEventId` (a reconnect) it
 * first replays exactly what she missed; without, it starts with her unread total. Then each poke
 * from the hub reads what is new, one read at a time, in id order. A heartbeat comment every 25 s
 * keeps proxies from closing it. It ends when she closes it, or when her session changes.
 */
export async function openMessageStream(
  deps: NotificationDeps,
  caller: Caller,
  lastEventId: bigint | null,
  out: StreamWriter,
  heartbeatMs = MESSAGE_STREAM_HEARTBEAT_MS,
): Promise<void> {
  const { userId } = caller.identity;
  let sentUpTo = lastEventId ?? 0n;
  let reading: Promise<void> | null = null;
  let again = false;
  let open = true;

  const readNew = async () => {
    do {
      again = false;
      const events = await streamEventsAfter(deps.db, userId, sentUpTo, BATCH);
      for (const { id, type, data } of events) {
        if (!open) return;
        out.write(frame(id, type, data));
        sentUpTo = id;
      }
      if (events.length === BATCH) again = true;
    } while (again && open);
  };
  const poke = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = readNew()
      .catch(() => out.end())
      .finally(() => {
        reading = null;
        if (again && open) poke();
      });
  };

  const unregister = await deps.live.register(userId, { poke, end: () => out.end() });
  const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), heartbeatMs);
  out.onClose(() => {
    open = false;
    clearInterval(heartbeat);
    unregister();
  });
  out.write('retry: 3000\n\n');
  if (lastEventId === null) {
    // A fresh page: from now on, starting with her unread total.
    sentUpTo = await latestStreamEventId(deps.db, userId);
    const { total } = await callerUnread(deps, caller);
    if (open) out.write(frame(sentUpTo, 'unread', JSON.stringify({ total })));
  }
  poke();
}
