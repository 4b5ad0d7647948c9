import {
  INITIAL_STREAM_HEALTH,
  nextStreamHealth,
  parseStreamEvent,
  STREAM_ERRORS_BEFORE_POLLING,
  STREAM_RETRY_MAX_MS,
  STREAM_RETRY_MS,
  streamRetryDelay,
} from './stream-state';
import type { StreamHealth, StreamSignal } from './stream-state';

const run = (signals: StreamSignal[]): StreamHealth =>
  signals.reduce(nextStreamHealth, INITIAL_STREAM_HEALTH);
const error = { type: 'error', closed: false } as const;
const open = { type: 'open' } as const;

describe('stream fallback', () => {
  it('polls after three errors in a row without the stream opening', () => {
    expect(STREAM_ERRORS_BEFORE_POLLING).toBe(3);
    expect(run([error, error]).polling).toBe(false);
    expect(run([error, error, error]).polling).toBe(true);
    expect(run([error, error, open, error, error]).polling).toBe(false);
  });

  it('polls at once without EventSource, or when the browser gives up the stream', () => {
    expect(run([{ type: 'unsupported' }]).polling).toBe(true);
    expect(run([{ type: 'error', closed: true }]).polling).toBe(true);
  });

  it('keeps polling through failed tries to get the stream back, and stops once it opens', () => {
    expect(run([error, error, error, error, { type: 'error', closed: true }]).polling).toBe(true);
    expect(run([error, error, error, open])).toEqual(INITIAL_STREAM_HEALTH);
  });

  it('tries the stream again later, waiting twice as long after each failed try', () => {
    const polling = [error, error, error];
    expect(streamRetryDelay(run([error, error]))).toBeNull();
    expect(streamRetryDelay(run(polling))).toBe(STREAM_RETRY_MS);
    expect(streamRetryDelay(run([...polling, error]))).toBe(2 * STREAM_RETRY_MS);
    expect(streamRetryDelay(run([...polling, error, error]))).toBe(4 * STREAM_RETRY_MS);
    expect(streamRetryDelay(run([...polling, ...Array(20).fill(error)]))).toBe(STREAM_RETRY_MAX_MS);
    expect(streamRetryDelay(run([...polling, error, open, ...polling]))).toBe(STREAM_RETRY_MS);
  });

  it('never retries without EventSource', () => {
    expect(streamRetryDelay(run([{ type: 'unsupported' }]))).toBeNull();
  });
});

describe('stream events', () => {
  const message = {
    id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    conversationId: '4f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    senderUserId: '5f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    body: '<b>hi</b>',
    sentAt: '2026-11-26T09:00:00.000Z',
    attachments: [],
  };

  it('reads each type', () => {
    expect(
      parseStreamEvent(
        'message',
        JSON.stringify({ type: 'message', conversationId: message.conversationId, message }),
      ),
    ).toEqual({ type: 'message', conversationId: message.conversationId, message });
    // An event stored before messages carried attachments: none.
    const { attachments: _none, ...older } = message;
    expect(
      parseStreamEvent(
        'message',
        JSON.stringify({ type: 'message', conversationId: message.conversationId, message: older }),
      ),
    ).toEqual({ type: 'message', conversationId: message.conversationId, message });
    expect(
      parseStreamEvent('read', JSON.stringify({ conversationId: 'c', userId: 'u', upTo: 'm' })),
    ).toEqual({ type: 'read', conversationId: 'c', userId: 'u', upTo: 'm' });
    expect(parseStreamEvent('unread', '{"type":"unread","total":4}')).toEqual({
      type: 'unread',
      total: 4,
    });
  });

  it('ignores what it cannot read', () => {
    expect(parseStreamEvent('unread', 'not json')).toBeNull();
    expect(parseStreamEvent('unread', '{"total":-1}')).toBeNull();
    expect(parseStreamEvent('message', '{"conversationId":"c","message":{}}')).toBeNull();
    expect(parseStreamEvent('read', '{"conversationId":"c"}')).toBeNull();
    expect(parseStreamEvent('other', '{}')).toBeNull();
    expect(parseStreamEvent('unread', 'null')).toBeNull();
  });
});
