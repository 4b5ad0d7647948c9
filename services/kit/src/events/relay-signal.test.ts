import type { PgPool } from '../prisma';
import { RelaySignal, relaySignalOf } from './relay-signal';

/** A pool whose queries stay open until the test settles them, in order. */
function heldPool() {
  const settle: Array<(fail: boolean) => void> = [];
  const texts: string[] = [];
  const pool = {
    query: ({ text }: { text: string }) => {
      texts.push(text);
      return new Promise((resolve, reject) =>
        settle.push((fail) => (fail ? reject(new Error('gone')) : resolve({ rows: [] }))),
      );
    },
  };
  const flush = () => new Promise((done) => setImmediate(done));
  return {
    pool: pool as unknown as PgPool,
    texts,
    /** Settles the oldest open query and lets its continuation run. */
    async finishNext(fail = false) {
      settle.shift()!(fail);
      await flush();
    },
  };
}

describe('RelaySignal', () => {
  it('sends a NOTIFY on the outbox channel', () => {
    const held = heldPool();
    new RelaySignal(held.pool).send();
    expect(held.texts).toEqual([expect.stringMatching(/^SELECT pg_notify\(\$1, ''\)$/)]);
  });

  it('coalesces signals asked for while one is on its way into one more after it', async () => {
    const held = heldPool();
    const signal = new RelaySignal(held.pool);
    signal.send();
    signal.send();
    signal.send();
    expect(held.texts).toHaveLength(1);
    await held.finishNext();
    expect(held.texts).toHaveLength(2);
    await held.finishNext();
    expect(held.texts).toHaveLength(2);
    signal.send();
    expect(held.texts).toHaveLength(3);
  });

  it('a failed signal neither throws nor stops the next ones', async () => {
    const held = heldPool();
    const signal = new RelaySignal(held.pool);
    signal.send();
    signal.send();
    await held.finishNext(true);
    expect(held.texts).toHaveLength(2);
  });

  it('is one per pool, so the signals of all its requests coalesce', () => {
    const a = heldPool().pool;
    expect(relaySignalOf(a)).toBe(relaySignalOf(a));
    expect(relaySignalOf(a)).not.toBe(relaySignalOf(heldPool().pool));
  });
});
