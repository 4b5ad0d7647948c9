import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { checkinEventHandlers } from '../events';
import type { CheckinDeps } from '../deps';
import { startCheckin } from '../../test/harness';
import type { CheckinHarness } from '../../test/harness';
import { onboard, outboxPayloads, seedPeople, week } from '../../test/fixtures';
import type { People } from '../../test/fixtures';

/**
 * checkin's part of an erasure (issue 19): crm asks (client.erasure_requested), and her health
 * data, photos (rows and files), consents and read-model row go; another client's stay; checkin
 * confirms once per request, however often it is asked.
 */
const log = createLogger('checkin-erasure-test', 'silent');
let h: CheckinHarness;
let p: People;

jest.setTimeout(30_000);

beforeAll(async () => {
  h = await startCheckin();
  p = await seedPeople(h);
  for (const as of [p.as.emma, p.as.olivia]) {
    await onboard(h, as);
    const sent = await request(h.app).post('/api/checkins').set(as).send(week(72));
    expect(sent.status).toBe(201);
    const photo = await sharp({
      create: { width: 40, height: 60, channels: 3, background: '#c06' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await request(h.app)
      .post('/api/photos')
      .set(as)
      .field('pose', 'front')
      .field('checkinId', sent.body.checkin.id)
      .attach('file', photo, { filename: 'front.jpg', contentType: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
  }
});
afterAll(() => h.close());

const deliver = (envelope: unknown) =>
  consumeEvent(
    envelope,
    h.db,
    checkinEventHandlers({ db: h.db, files: h.files } as unknown as CheckinDeps),
    log,
  );
const erasureOf = (requestId: string, who: People['emma']) =>
  createEnvelope(
    'client.erasure_requested',
    { requestId, clientId: who.clientId, userId: who.userId, email: who.email },
    { correlationId: 'checkin-erasure-test', actor: { service: 'crm' } },
  );

/** Rows that are hers, in every checkin table with a client_id column. */
async function rowsOf(clientId: string): Promise<Record<string, number>> {
  const tables = await h.db.$queryRaw<{ table_name: string }[]>`
    SELECT table_name::text AS table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'client_id' ORDER BY table_name`;
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await h.db.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM "${table}" WHERE client_id = $1::uuid`,
      clientId,
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}

it('erases her health data, photos and files, keeps another client’s, and confirms once', async () => {
  const before = await rowsOf(p.emma.clientId);
  expect(before).toMatchObject({ clients: 1, onboarding: 1, checkins: 1, photos: 1 });
  expect((await h.files.list(`photos/${p.emma.clientId}`)).length).toBeGreaterThan(0);
  const oliviaBefore = await rowsOf(p.olivia.clientId);
  const oliviaFiles = await h.files.list(`photos/${p.olivia.clientId}`);

  const requestId = randomUUID();
  const event = erasureOf(requestId, p.emma);
  expect(await deliver(event)).toBe('processed');

  const after = await rowsOf(p.emma.clientId);
  expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
  expect(await h.files.list(`photos/${p.emma.clientId}`)).toEqual([]);
  expect(await rowsOf(p.olivia.clientId)).toEqual(oliviaBefore);
  expect(await h.files.list(`photos/${p.olivia.clientId}`)).toEqual(oliviaFiles);
  const mentions = await h.db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM outbox_events
    WHERE strpos(envelope::text, ${p.emma.clientId}) > 0 OR strpos(envelope::text, ${p.emma.email}) > 0`;
  expect(Number(mentions[0]!.n)).toBe(0);

  // The same delivery twice, then the sweep asking again: still one confirmation.
  expect(await deliver(event)).toBe('duplicate');
  expect(await deliver(erasureOf(requestId, p.emma))).toBe('processed');
  const confirmations = (await outboxPayloads(h.db, 'client.erasure_confirmed')).filter(
    (c) => c.requestId === requestId,
  );
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]).toMatchObject({
    service: 'checkin',
    erased: { clients: 1, onboarding: 1, checkins: 1, photos: 1 },
  });
});
