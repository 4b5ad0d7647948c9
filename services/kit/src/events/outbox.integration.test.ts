import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { openEventTablesDb, waitFor } from '../testing';
import type { EventTablesDb, PgTransactionRunner } from '../testing';
import { OUTBOX_CHANNEL, outboxInsert, recordEvent, recordEventOnce, recordEvents } from './outbox';
import { createEnvelope, nameBasedEventId } from './envelope';

/** The outbox on its own: an event row exists, and the relay is signalled, if and only if the change commits. */
let tables: EventTablesDb;
let db: PgTransactionRunner;
let listener: Client;
const signals: string[] = [];

beforeAll(async () => {
  tables = await openEventTablesDb();
  db = tables.db;
  listener = new Client({ connectionString: tables.database.url });
  await listener.connect();
  listener.on('notification', (message) => signals.push(message.channel));
  await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
});
afterAll(async () => {
  await listener.end();
  await tables.close();
});
beforeEach(async () => {
  signals.length = 0;
  await db.$executeRaw`DELETE FROM outbox_events`;
});

const deactivated = () => ({ userId: randomUUID() });
const context = { correlationId: 'outbox-test', actor: { service: 'crm' } };
const outboxRows = () =>
  db.$queryRaw<{ id: string; type: string; envelope: { payload: unknown } }[]>`
    SELECT id, type, envelope FROM outbox_events`;

describe('recordEvents', () => {
  it('writes one envelope per payload in one statement, in the caller’s transaction', async () => {
    const payloads = [deactivated(), deactivated(), deactivated()];
    const envelopes = await db.$transaction(async (tx) => {
      const written = await recordEvents(tx, 'team.member_deactivated', payloads, context);
      expect(await outboxRows()).toEqual([]);
      return written;
    });
    const rows = await outboxRows();
    expect(rows.map((row) => row.id).sort()).toEqual(envelopes.map((e) => e.id).sort());
    for (const envelope of envelopes)
      expect(rows.find((row) => row.id === envelope.id)!.envelope).toEqual(envelope);
    expect(envelopes.map((e) => e.payload)).toEqual(payloads);
    await waitFor(async () => signals.length === 1, { what: 'the NOTIFY after commit' });
    expect(
      await db.$transaction((tx) => recordEvents(tx, 'team.member_deactivated', [], context)),
    ).toEqual([]);
  });
});

describe('recordEvent', () => {
  it('writes the envelope in the caller’s transaction and signals the relay once it commits', async () => {
    const payload = deactivated();
    const envelope = await db.$transaction(async (tx) => {
      const written = await recordEvent(tx, 'team.member_deactivated', payload, context);
      // Not visible outside the transaction, and no signal yet.
      expect(await outboxRows()).toEqual([]);
      expect(signals).toEqual([]);
      return written;
    });
    expect(await outboxRows()).toEqual([
      { id: envelope.id, type: 'team.member_deactivated', envelope: expect.any(Object) },
    ]);
    expect((await outboxRows())[0].envelope).toEqual(envelope);
    expect(envelope.payload).toEqual(payload);
    await waitFor(async () => signals.length === 1, { what: 'the NOTIFY after commit' });
  });

  it('leaves no row and no signal when the transaction rolls back', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await recordEvent(tx, 'team.member_deactivated', deactivated(), context);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxRows()).toEqual([]);
    // A signal from a committed write after it arrives alone: the rolled-back one never came.
    await db.$transaction((tx) =>
      recordEvent(tx, 'team.member_deactivated', deactivated(), context),
    );
    await waitFor(async () => signals.length === 1, { what: 'the committed write’s NOTIFY' });
    expect(signals).toEqual([OUTBOX_CHANNEL]);
  });

  it('refuses a payload the catalogue rejects before writing anything', async () => {
    await expect(
      db.$transaction((tx) =>
        recordEvent(tx, 'team.member_deactivated', { userId: 'not-a-uuid' }, context),
      ),
    ).rejects.toThrow();
    expect(await outboxRows()).toEqual([]);
  });
});

describe('recordEventOnce', () => {
  const name = () => `test:${randomUUID()}`;

  it('writes the event under its name-based id once: a second write of that name does nothing', async () => {
    const key = name();
    const first = await db.$transaction((tx) =>
      recordEventOnce(tx, key, 'team.member_deactivated', deactivated(), context),
    );
    const second = await db.$transaction((tx) =>
      recordEventOnce(tx, key, 'team.member_deactivated', deactivated(), context),
    );
    expect([first, second]).toEqual([true, false]);
    const rows = await outboxRows();
    expect(rows.map((row) => row.id)).toEqual([nameBasedEventId(key)]);
    await waitFor(async () => signals.length === 1, { what: 'the first write’s NOTIFY' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signals).toHaveLength(1);
  });

  it('lets exactly one of two concurrent writes of a name through', async () => {
    const key = name();
    const results = await Promise.all(
      [1, 2].map(() =>
        db.$transaction((tx) =>
          recordEventOnce(tx, key, 'team.member_deactivated', deactivated(), context),
        ),
      ),
    );
    expect(results.sort()).toEqual([false, true]);
    expect(await outboxRows()).toHaveLength(1);
  });

  it('leaves nothing when rolled back, so the name is free for a later write', async () => {
    const key = name();
    await expect(
      db.$transaction(async (tx) => {
        await recordEventOnce(tx, key, 'team.member_deactivated', deactivated(), context);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxRows()).toEqual([]);
    expect(
      await db.$transaction((tx) =>
        recordEventOnce(tx, key, 'team.member_deactivated', deactivated(), context),
      ),
    ).toBe(true);
  });
});

/** A tag whose statements nest, as Prisma.sql's do: enough to run outboxInsert on plain pg. */
interface Statement {
  parts: string[];
  values: unknown[];
}
const isStatement = (value: unknown): value is Statement =>
  typeof value === 'object' && value !== null && 'parts' in value;
function sql(strings: readonly string[], ...values: unknown[]): Statement {
  const parts = [strings[0]];
  const flat: unknown[] = [];
  values.forEach((value, i) => {
    if (isStatement(value)) {
      parts[parts.length - 1] += value.parts[0];
      value.values.forEach((nested, j) => {
        flat.push(nested);
        parts.push(value.parts[j + 1]);
      });
      parts[parts.length - 1] += strings[i + 1];
    } else {
      flat.push(value);
      parts.push(strings[i + 1]);
    }
  });
  return { parts, values: flat };
}

describe('outboxInsert (the outbox write inside a service’s own statement)', () => {
  // A signal of an earlier test's last commit may still be on its way: let it land, then forget it.
  beforeEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    signals.length = 0;
  });

  const run = async (when: boolean) => {
    const envelope = createEnvelope('team.member_deactivated', deactivated(), context);
    const statement = sql`
      WITH change AS (SELECT 1 WHERE ${when}::boolean),
      event AS (${outboxInsert(sql, envelope, sql`EXISTS (SELECT 1 FROM change)`)})
      SELECT (SELECT count(pg_notify(${OUTBOX_CHANNEL}, '')) FROM event)::int AS notified`;
    const client = new Client({ connectionString: tables.database.url });
    await client.connect();
    try {
      const text = statement.parts.reduce((out, part, i) => `${out}$${i}${part}`);
      const { rows } = await client.query(text, statement.values);
      return { envelope, row: rows[0] as { notified: number } };
    } finally {
      await client.end();
    }
  };

  it('writes the envelope when the change happened; the statement’s NOTIFY signals the relay', async () => {
    const { envelope, row } = await run(true);
    expect(row).toEqual({ notified: 1 });
    const rows = await outboxRows();
    expect(rows.map((r) => [r.id, r.type])).toEqual([[envelope.id, 'team.member_deactivated']]);
    expect(rows[0].envelope).toEqual(envelope);
    await waitFor(async () => signals.length === 1, { what: 'the NOTIFY after commit' });
  });

  it('writes nothing and signals nothing when the change did not happen', async () => {
    const { row } = await run(false);
    expect(row).toEqual({ notified: 0 });
    expect(await outboxRows()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signals).toEqual([]);
  });
});
