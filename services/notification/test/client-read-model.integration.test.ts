import { randomUUID } from 'node:crypto';
import { consumeEvent } from '@wellness/kit';
import type { EventPayload, EventType } from '@wellness/contracts';
import { client, clientChanged } from './conversation-fixtures';
import { envelope, silentLogger, startNotification } from './harness';
import type { NotificationHarness } from './harness';

/** The read model of clients keeps what segments and automations filter on, from four events. */
let svc: NotificationHarness;
beforeAll(async () => {
  svc = await startNotification();
});
afterAll(() => svc.close());

const consume = <T extends EventType>(type: T, payload: EventPayload<T>) =>
  consumeEvent(envelope(type, payload), svc.db, svc.handlers, silentLogger);
const row = (clientId: string) => svc.db.client.findUniqueOrThrow({ where: { clientId } });

it('takes her tags and joining date from crm, keeping them when an older snapshot has none', async () => {
  const emma = client('Emma', randomUUID(), null);
  await clientChanged(svc, {
    ...emma,
    tags: ['postnatal', 'vip'],
    joinedAt: '2026-03-02T10:00:00.000Z',
  });
  expect(await row(emma.clientId)).toMatchObject({
    tags: ['postnatal', 'vip'],
    joinedAt: new Date('2026-03-02T10:00:00.000Z'),
  });

  await clientChanged(svc, { ...emma, status: 'paused' });
  expect(await row(emma.clientId)).toMatchObject({ status: 'paused', tags: ['postnatal', 'vip'] });
});

it('keeps her latest check-in and next due date, never moved back by a late event', async () => {
  const emma = client('Emma', randomUUID(), null);
  await clientChanged(svc, emma);
  const base = { clientId: emma.clientId, userId: emma.userId!, late: false };
  await consume('onboarding.completed', {
    clientId: emma.clientId,
    userId: emma.userId!,
    clientName: 'Emma Tester',
    checkinDay: 1,
    timeZone: 'Europe/Paris',
    nextDueDate: '2026-11-02',
    screeningFlagged: false,
  });
  expect(await row(emma.clientId)).toMatchObject({
    timeZone: 'Europe/Paris',
    nextDueDate: new Date('2026-11-02T00:00:00Z'),
  });

  const later = { ...base, checkinId: randomUUID(), dueDate: '2026-11-09' };
  await consume('checkin.submitted', {
    ...later,
    submittedAt: '2026-11-09T08:00:00.000Z',
    nextDueDate: '2026-11-16',
  });
  await consume('checkin.submitted', {
    ...base,
    checkinId: randomUUID(),
    dueDate: '2026-11-02',
    submittedAt: '2026-11-02T08:00:00.000Z',
    nextDueDate: '2026-11-09',
  });
  expect(await row(emma.clientId)).toMatchObject({
    lastCheckInAt: new Date('2026-11-09T08:00:00.000Z'),
    nextDueDate: new Date('2026-11-16T00:00:00Z'),
  });
});

it('records her last sign-in by her account, never moved back', async () => {
  const emma = client('Emma', randomUUID(), null);
  await clientChanged(svc, emma);
  await consume('user.signed_in', { userId: emma.userId!, signedInAt: '2026-11-20T07:00:00.000Z' });
  await consume('user.signed_in', { userId: emma.userId!, signedInAt: '2026-11-19T07:00:00.000Z' });
  expect((await row(emma.clientId)).lastSignInAt).toEqual(new Date('2026-11-20T07:00:00.000Z'));
});
