import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { openEventTablesDb, waitFor } from '../testing';
import type { EventTablesDb, PgTransactionRunner } from '../testing';
import { OUTBOX_CHANNEL, recordEvent } from './outbox';

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
  db.$queryRaw<{ id: string; type: string; envelope: { payload: unknown } }>`
    SELECT id, type, envelope FROM outbox_events`;

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
