import { Client } from 'pg';
import request from 'supertest';
import { OUTBOX_CHANNEL } from '@wellness/kit';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { onboard, outboxPayloads, seedPeople, week } from './fixtures';
import type { People } from './fixtures';

// What a submit does besides its rules (checkins.integration.test.ts): the relay wakes on a NOTIFY
// (kit ListenSweepLoop), sent after the commit; the answer is the row as stored.
let h: CheckinHarness;
let p: People;
let listener: Client;

jest.setTimeout(30_000);

beforeAll(async () => {
  h = await startCheckin();
  p = await seedPeople(h);
  await onboard(h, p.as.emma);
  listener = new Client({ connectionString: h.database.url });
  await listener.connect();
  await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
});
afterAll(async () => {
  await listener.end();
  await h.close();
});

it('a submitted check-in wakes the outbox relay, with its event committed by then', async () => {
  const heard = new Promise<void>((done) => listener.once('notification', () => done()));
  const res = await request(h.app).post('/api/checkins').set(p.as.emma).send(week(74));
  expect(res.status).toBe(201);
  await heard;
  expect(await outboxPayloads(h.db, 'checkin.submitted')).toEqual([
    expect.objectContaining({ checkinId: res.body.checkin.id }),
  ]);
});

it('answers the check-in as it is stored (the submit does not read it back)', async () => {
  h.clock.advanceDays(7);
  const sent = week(73.4, { measurementsCm: { waist: 83.5 }, hadPeriod: null, questions: 'Why?' });
  const res = await request(h.app).post('/api/checkins').set(p.as.emma).send(sent).expect(201);
  const stored = await request(h.app)
    .get(`/api/checkins/${res.body.checkin.id}`)
    .set(p.as.emma)
    .expect(200);
  expect(res.body.checkin).toEqual(stored.body.checkin);
});
