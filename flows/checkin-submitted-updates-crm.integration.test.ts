import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  checkinHistorySchema,
  clientDetailSchema,
  clientRowSchema,
  pagedSchema,
} from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { asUser } from '@wellness/kit/src/testing';
import { onboard, startCheckin, toCheckin, week } from './support/checkin';
import type { CheckinHarness } from './support/checkin';
import { crmEventHandlers, seedCoach, startCrm } from './support/crm';
import type { CrmHarness } from './support/crm';
import { eventRelay } from './support/relay';
import type { Consumer } from './support/relay';

/**
 * crm ⇄ checkin through their events: the coach approves a registration in crm (client.changed
 * → checkin's read model), she onboards and checks in on checkin, and crm learns of both
 * (onboarding.completed, checkin.submitted): her profile, her timeline, the coach's feed and the
 * client table's "last check-in before" filter. Then the coach assigns a nutritionist in crm and
 * the nutritionist can open her check-ins in checkin.
 */
const log = createLogger('flows-checkin-crm', 'silent');
let crm: CrmHarness;
let checkin: CheckinHarness;
let coach: Record<string, string>;
const relay = eventRelay();
const toCrm: Consumer = (envelope) => consumeEvent(envelope, crm.db, crmEventHandlers, log);

beforeAll(async () => {
  [crm, checkin] = await Promise.all([startCrm(), startCheckin({}, '2026-11-25T10:00:00Z')]);
  coach = await seedCoach(crm.db);
});
afterAll(() => Promise.all([crm.close(), checkin.close()]));

it('registration approved in crm → onboarding and check-in in checkin → crm’s profile, feed and client table', async () => {
  // A self-registration (auth's user.registered) approved by the coach: an active client in crm.
  const userId = randomUUID();
  const registered = createEnvelope(
    'user.registered',
    { userId, email: 'emma@example.com', firstName: 'Emma', lastName: 'Wilson', role: 'client' },
    { correlationId: 'flow-week', actor: null },
  );
  expect(await toCrm(registered)).toBe('processed');
  const approval = await crm.db.approval.findUniqueOrThrow({ where: { userId } });
  await request(crm.app).post(`/api/approvals/${approval.id}/approve`).set(coach).expect(200);
  const { id: clientId } = await crm.db.client.findUniqueOrThrow({ where: { userId } });

  // crm → checkin: the snapshot makes her known to checkin.
  expect(await relay(crm.db, 'client.changed', [toCheckin(checkin)])).toBe(1);
  expect(await checkin.db.client.findUniqueOrThrow({ where: { clientId } })).toMatchObject({
    userId,
    status: 'active',
    firstName: 'Emma',
  });

  // She onboards (Wednesday 25 November, London; her day is Friday) and sends her baseline.
  const emma = asUser(userId, 'client');
  await onboard(checkin, emma, { checkinDay: 5 });
  await request(checkin.app).post('/api/checkins').set(emma).send(week(74)).expect(201);

  // checkin → crm.
  expect(await relay(checkin.db, 'onboarding.completed', [toCrm])).toBe(1);
  expect(await relay(checkin.db, 'checkin.submitted', [toCrm])).toBe(1);
  const profile = clientDetailSchema.parse(
    (await request(crm.app).get(`/api/clients/${clientId}`).set(coach).expect(200)).body,
  );
  expect(profile.lastCheckInAt).toBe('2026-11-25T10:00:00.000Z');
  // Her baseline was on Wednesday; her first weekly check-in is Friday week, at 09:00 London.
  expect(profile.nextCheckInDue).toBe('2026-12-04T09:00:00.000Z');
  expect(profile.screeningFlagged).toBe(false);
  expect(profile.timeline.map((a) => a.kind)).toEqual(
    expect.arrayContaining(['onboarding_completed', 'checked_in', 'created']),
  );
  const feed = await request(crm.app).get('/api/dashboard/activity').set(coach).expect(200);
  expect(
    (feed.body as { subjectId: string; kind: string }[])
      .filter((a) => a.subjectId === clientId)
      .map((a) => a.kind),
  ).toEqual(expect.arrayContaining(['onboarding_completed', 'checked_in']));

  // The client table's filter now works on her real check-in.
  const before = async (day: string) =>
    pagedSchema(clientRowSchema)
      .parse(
        (await request(crm.app).get(`/api/clients?lastCheckInBefore=${day}`).set(coach).expect(200))
          .body,
      )
      .items.map((row) => row.id);
  expect(await before('2026-11-25')).not.toContain(clientId);
  expect(await before('2026-11-26')).toContain(clientId);

  // A week later she checks in again; crm follows.
  checkin.clock.set('2026-12-04T19:00:00Z');
  await request(checkin.app).post('/api/checkins').set(emma).send(week(73.4)).expect(201);
  expect(await relay(checkin.db, 'checkin.submitted', [toCrm])).toBe(1);
  const later = clientDetailSchema.parse(
    (await request(crm.app).get(`/api/clients/${clientId}`).set(coach)).body,
  );
  expect(later).toMatchObject({
    lastCheckInAt: '2026-12-04T19:00:00.000Z',
    nextCheckInDue: '2026-12-11T09:00:00.000Z',
  });
  expect(await before('2026-12-01')).not.toContain(clientId);
});

it('an assignment in crm reaches checkin: the nutritionist sees her check-ins, and not after unassignment', async () => {
  const ninaId = randomUUID();
  await crm.db.teamMember.create({
    data: {
      userId: ninaId,
      email: 'nina@example.com',
      firstName: 'Nina',
      lastName: 'Patel',
      role: 'nutritionist',
      status: 'active',
    },
  });
  const nina = asUser(ninaId, 'nutritionist');
  const { id: clientId } = await crm.db.client.findFirstOrThrow({
    where: { email: 'emma@example.com' },
  });
  const herCheckins = () =>
    request(checkin.app).get(`/api/checkins?clientId=${clientId}`).set(nina);
  expect((await herCheckins()).status).toBe(404);

  await request(crm.app)
    .post(`/api/clients/${clientId}/assignments`)
    .set(coach)
    .send({ nutritionistUserId: ninaId })
    .expect(200);
  expect(await relay(crm.db, 'client.changed', [toCheckin(checkin)])).toBe(1);
  const listed = await herCheckins();
  expect(listed.status).toBe(200);
  const history = checkinHistorySchema.parse(listed.body);
  expect(history.items.filter((row) => row.checkinId).map((row) => row.dueDate)).toEqual([
    '2026-12-04',
    '2026-11-25',
  ]);

  await request(crm.app)
    .post(`/api/clients/${clientId}/assignments`)
    .set(coach)
    .send({ nutritionistUserId: null })
    .expect(200);
  expect(await relay(crm.db, 'client.changed', [toCheckin(checkin)])).toBe(1);
  expect((await herCheckins()).status).toBe(404);
});
