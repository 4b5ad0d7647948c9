import { subscribeToMessageStream, isPollingMessages } from './stream';
import { POLL_INTERVAL_MS, STREAM_RETRY_MS } from './stream-state';

/** A stand-in for the browser's EventSource: the test opens or fails each one. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  fail() {
    this.onerror?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

const latest = () => FakeEventSource.made[FakeEventSource.made.length - 1];

describe('the page stream after it falls back to polling', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.made = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('tries the stream again later and stops polling once it opens', () => {
    const onPoll = jest.fn();
    const unsubscribe = subscribeToMessageStream({ onPoll });
    for (let i = 0; i < 3; i++) latest().fail();
    expect(isPollingMessages()).toBe(true);
    expect(latest().closed).toBe(true);
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    expect(onPoll).toHaveBeenCalledTimes(1);

    // The first try fails: polling goes on, and the next try waits twice as long.
    jest.advanceTimersByTime(STREAM_RETRY_MS - POLL_INTERVAL_MS);
    expect(FakeEventSource.made).toHaveLength(2);
    latest().fail();
    expect(latest().closed).toBe(true);
    expect(isPollingMessages()).toBe(true);
    jest.advanceTimersByTime(2 * STREAM_RETRY_MS - 1);
    expect(FakeEventSource.made).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(3);

    // The second opens: one catch-up load, then no more polling.
    const polled = onPoll.mock.calls.length;
    latest().open();
    expect(isPollingMessages()).toBe(false);
    const polls = onPoll.mock.calls.length;
    expect(polls).toBe(polled + 1);
    jest.advanceTimersByTime(10 * STREAM_RETRY_MS);
    expect(onPoll.mock.calls.length).toBe(polls);
    expect(FakeEventSource.made).toHaveLength(3);
    expect(latest().closed).toBe(false);
    unsubscribe();
    expect(latest().closed).toBe(true);
  });
});
