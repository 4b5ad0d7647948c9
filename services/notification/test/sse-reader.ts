import { get } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

/** An open Server-Sent Events response, read as it arrives. */
export interface SseStream {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  /** Resolves once `count` events (comments excluded) have arrived, or rejects after `ms`. */
  waitFor(count: number, ms?: number): Promise<SseEvent[]>;
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as the browser's EventSource would, with these headers. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    let request: ClientRequest;
    // eslint-disable-next-line prefer-const -- assigned once the request is made
    request = get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            const at = line.indexOf(':');
            const field = at < 0 ? line : line.slice(0, at);
            const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
            if (field === '') event.comment = value;
            else if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') event.data = JSON.parse(value);
          }
          if (event.event || event.comment !== undefined) events.push(event);
          for (const wake of waiters.splice(0)) wake();
        }
      });
      const ended = new Promise<void>((done) => res.on('close', done));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        waitFor: (count, ms = 5000) =>
          new Promise((done, fail) => {
            const timer = setTimeout(
              () =>
                fail(
                  new Error(`waited ${ms} ms for ${count} events, got ${JSON.stringify(events)}`),
                ),
              ms,
            );
            const check = () => {
              const real = events.filter((e) => e.event);
              if (real.length >= count) {
                clearTimeout(timer);
                done(real);
              } else waiters.push(check);
            };
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
