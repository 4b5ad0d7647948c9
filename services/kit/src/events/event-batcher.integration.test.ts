import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { createLogger } from '../logger';
import * as testing from '../testing';
import type { EventTablesDb, PgSql } from '../testing';
import type { RawSqlExecutor } from './outbox';
import { sqlOnly, withBatchForm } from './consumer';
import type { EventHandlers, TransactionRunner } from './consumer';
import { createEnvelope } from './envelope';
import { EventBatcher } from './event-batcher';

/**
 * The group commit on a database holding only the event tables plus the test's `effects` table;
 * the handler's effect is a row there. The runner counts the transactions it opens.
 */
const log = createLogger('event-batcher-test', 'silent');
let tables: EventTablesDb;
let transactions = 0;
let counted: TransactionRunner<PgSql>;
/** While set, every transaction fails before it starts, as when the database is unreachable. */
let unreachable: Error | null = null;

const poisoned = new Set<string>();
/** Event ids whose after-commit effect waits for the test to release it. */
const heldEffects = new Map<string, Promise<void>>();
const effectsRan: string[] = [];
const handlers: EventHandlers<PgSql> = {
  'user.registered': async (event, tx, ctx) => {
    await tx.$executeRaw`INSERT INTO effects (event_id) VALUES (${event.id}::uuid)`;
    if (poisoned.has(event.id)) throw new Error('poisoned');
    ctx.afterCommit(async () => {
      await heldEffects.get(event.id);
      effectsRan.push(event.id);
    });
  },
};

/** The same effect as `handlers`, with a batch form: one statement for the batch's events. */
const batchSizes: number[] = [];
const batchHandlers: EventHandlers<PgSql> = {
  'user.registered': withBatchForm(handlers['user.registered']!, async (batch, tx) => {
    batchSizes.push(batch.length);
    const ids = batch.map(({ event }) => event.id);
    await tx.$executeRaw`INSERT INTO effects (event_id) SELECT unnest(${ids}::uuid[])`;
    if (ids.some((id) => poisoned.has(id))) throw new Error('poisoned');
    for (const { event, ctx } of batch) ctx.afterCommit(() => void effectsRan.push(event.id));
  }),
};

beforeAll(async () => {
  tables = await testing.openEventTablesDb();
  await tables.db.$executeRaw`CREATE TABLE effects (event_id uuid NOT NULL)`;
  counted = {
    $transaction: (fn) => {
      transactions++;
      return unreachable ? Promise.reject(unreachable) : tables.db.$transaction(fn);
    },
  };
});
afterAll(async () => {
  await tables.close();
});
beforeEach(() => {
  transactions = 0;
  batchSizes.length = 0;
});

const registered = () =>
  createEnvelope(
    'user.registered',
    {
      userId: randomUUID(),
      email: `${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Bea',
      lastName: 'Tch',
      role: 'client',
    },
    { correlationId: 'event-batcher-test', actor: null },
  );
const rowsOf = async (table: 'effects' | 'processed_events', id: string) => {
  const rows =
    table === 'effects'
      ? await tables.db.$queryRaw<{ n: string }[]>`
          SELECT count(*) AS n FROM effects WHERE event_id = ${id}::uuid`
      : await tables.db.$queryRaw<{ n: string }[]>`
          SELECT count(*) AS n FROM processed_events WHERE event_id = ${id}::uuid`;
  return Number(rows[0].n);
};

describe('EventBatcher', () => {
  it('commits deliveries that arrive together in shared transactions, each once', async () => {
    const batcher = new EventBatcher(counted, handlers, log, { maxBatch: 25, maxTransactions: 2 });
    const events = Array.from({ length: 30 }, registered);
    const outcomes = await Promise.all(events.map((event) => batcher.consume(event)));
    expect(outcomes).toEqual(events.map(() => 'processed'));
    // The first two start at once; the other 28 wait and go in batches of at most 25.
    expect(transactions).toBe(4);
    for (const event of events) {
      expect(await rowsOf('effects', event.id)).toBe(1);
      expect(await rowsOf('processed_events', event.id)).toBe(1);
      expect(effectsRan).toContain(event.id);
    }
  });

  it('starts a lone delivery at once, in a transaction of its own', async () => {
    const batcher = new EventBatcher(counted, handlers, log);
    const event = registered();
    expect(await batcher.consume(event)).toBe('processed');
    expect(transactions).toBe(1);
  });

  it('fails only the poisoned delivery of a batch, and keeps nothing of it', async () => {
    const batcher = new EventBatcher(counted, handlers, log, { maxTransactions: 1 });
    const events = Array.from({ length: 6 }, registered);
    poisoned.add(events[3].id);
    const settled = await Promise.allSettled(events.map((event) => batcher.consume(event)));
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await rowsOf('effects', events[3].id)).toBe(0);
    expect(await rowsOf('processed_events', events[3].id)).toBe(0);
    expect(effectsRan).not.toContain(events[3].id);
    for (const event of [...events.slice(0, 3), ...events.slice(4)]) {
      expect(await rowsOf('effects', event.id)).toBe(1);
      expect(await rowsOf('processed_events', event.id)).toBe(1);
    }
    // Its redelivery, once it is no longer poisoned, is processed (not taken for a duplicate).
    poisoned.delete(events[3].id);
    expect(await batcher.consume(events[3])).toBe('processed');
    expect(await rowsOf('effects', events[3].id)).toBe(1);
  });

  it('gives a handler with a batch form the batch of its events in one call', async () => {
    const batcher = new EventBatcher(counted, batchHandlers, log, { maxTransactions: 1 });
    const events = Array.from({ length: 6 }, registered);
    const outcomes = await Promise.all(events.map((event) => batcher.consume(event)));
    expect(outcomes).toEqual(events.map(() => 'processed'));
    // The lone first delivery alone, then the other five together in one call.
    expect(batchSizes).toEqual([5]);
    for (const event of events) {
      expect(await rowsOf('effects', event.id)).toBe(1);
      expect(await rowsOf('processed_events', event.id)).toBe(1);
      expect(effectsRan).toContain(event.id);
    }
  });

  it("runs a failed batch form's events one by one, so only the poisoned one fails", async () => {
    const batcher = new EventBatcher(counted, batchHandlers, log, { maxTransactions: 1 });
    const events = Array.from({ length: 5 }, registered);
    poisoned.add(events[2].id);
    try {
      const settled = await Promise.allSettled(events.map((event) => batcher.consume(event)));
      expect(settled.map((s) => s.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      expect(batchSizes).toEqual([4]);
      expect(await rowsOf('effects', events[2].id)).toBe(0);
      expect(await rowsOf('processed_events', events[2].id)).toBe(0);
      for (const event of events.filter((_, i) => i !== 2)) {
        expect(await rowsOf('effects', event.id)).toBe(1);
        expect(await rowsOf('processed_events', event.id)).toBe(1);
      }
    } finally {
      poisoned.delete(events[2].id);
    }
  });

  it('runs a transaction whose handlers are all SQL-only on the SQL runner, any other on db', async () => {
    let sqlTransactions = 0;
    const sqlDb: TransactionRunner<PgSql> = {
      $transaction: (fn) => {
        sqlTransactions++;
        return tables.db.$transaction(fn);
      },
    };
    const effect = async (event: { id: string }, tx: RawSqlExecutor) => {
      await tx.$executeRaw`INSERT INTO effects (event_id) VALUES (${event.id}::uuid)`;
    };
    const mixed: EventHandlers<PgSql> = {
      'user.registered': sqlOnly(effect),
      'team.member_deactivated': effect,
    };
    const batcher = new EventBatcher(counted, mixed, log, { maxTransactions: 1, sqlDb });
    const deactivated = createEnvelope(
      'team.member_deactivated',
      { userId: randomUUID() },
      { correlationId: 'event-batcher-test', actor: null },
    );
    // A lone registration, then two together: SQL-only transactions.
    await Promise.all([registered(), registered(), registered()].map((e) => batcher.consume(e)));
    expect([sqlTransactions, transactions]).toEqual([2, 0]);
    // A lone registration (SQL-only), then a registration with a deactivation (not): db.
    const events = [registered(), deactivated, registered()];
    expect(await Promise.all(events.map((event) => batcher.consume(event)))).toEqual(
      events.map(() => 'processed'),
    );
    expect([sqlTransactions, transactions]).toEqual([3, 1]);
    for (const event of events) expect(await rowsOf('effects', event.id)).toBe(1);
  });

  it('reports a redelivered event of a batch as a duplicate, with no second effect', async () => {
    const batcher = new EventBatcher(counted, handlers, log, { maxTransactions: 1 });
    const seen = registered();
    expect(await batcher.consume(seen)).toBe('processed');
    const events = [registered(), registered(), seen, registered()];
    const outcomes = await Promise.all(events.map((event) => batcher.consume(event)));
    expect(outcomes).toEqual(['processed', 'processed', 'duplicate', 'processed']);
    expect(await rowsOf('effects', seen.id)).toBe(1);
    for (const event of events) expect(await rowsOf('processed_events', event.id)).toBe(1);
  });

  it('fails every job of a batch at once when the database is unreachable, for BullMQ to retry', async () => {
    const batcher = new EventBatcher(counted, handlers, log, { maxTransactions: 1 });
    unreachable = new Error('connect ECONNREFUSED');
    try {
      const events = Array.from({ length: 5 }, registered);
      const settled = await Promise.allSettled(events.map((event) => batcher.consume(event)));
      expect(settled.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual(
        events.map(() => 'Error: connect ECONNREFUSED'),
      );
      // The lone first delivery, then the other four together: not one by one.
      expect(transactions).toBe(2);
    } finally {
      unreachable = null;
    }
  });

  it('keeps committing while a slow after-commit effect runs, and settles its delivery after it', async () => {
    const batcher = new EventBatcher(counted, handlers, log, { maxTransactions: 1 });
    const slow = registered();
    let release = () => undefined as void;
    heldEffects.set(slow.id, new Promise<void>((resolve) => (release = resolve)));
    let slowSettled = false;
    const slowDone = batcher.consume(slow).then((outcome) => {
      slowSettled = true;
      return outcome;
    });
    const others = Array.from({ length: 3 }, registered);
    expect(await Promise.all(others.map((event) => batcher.consume(event)))).toEqual([
      'processed',
      'processed',
      'processed',
    ]);
    expect(slowSettled).toBe(false);
    expect(await rowsOf('processed_events', slow.id)).toBe(1);
    release();
    expect(await slowDone).toBe('processed');
    expect(effectsRan).toContain(slow.id);
  });

  it('rejects a malformed delivery at once, for good, and ignores a type it has no handler for', async () => {
    const batcher = new EventBatcher(counted, handlers, log);
    const malformed = { ...registered(), payload: { userId: 'not-a-uuid' } };
    await expect(batcher.consume(malformed)).rejects.toBeInstanceOf(UnrecoverableError);
    const other = createEnvelope(
      'team.member_deactivated',
      { userId: randomUUID() },
      { correlationId: 'event-batcher-test', actor: null },
    );
    expect(await batcher.consume(other)).toBe('ignored');
    expect(await rowsOf('processed_events', other.id)).toBe(0);
    expect(transactions).toBe(0);
  });
});
