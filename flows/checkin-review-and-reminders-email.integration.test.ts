import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { asUser, waitFor } from '@wellness/kit/src/testing';
import { startNotification } from '../services/notification/test/harness';
import type { NotificationHarness } from '../services/notification/test/harness';
import { startMailDev } from '../services/notification/test/mail-inbox';
import type { MailInbox } from '../services/notification/test/mail-inbox';
import {
  NO_SCREENING,
  checkinDeps,
  onboard,
  planReminders,
  sendReminder,
  startCheckin,
  toCheckin,
  week,
} from './support/checkin';
import type { CheckinHarness } from './support/checkin';
import { eventRelay } from './support/relay';
import type { Consumer } from './support/relay';

/**
 * checkin → notification → SMTP (MailDev): the coach is told when a client finishes onboarding
 * (flagged for a "yes" in her screening), the client when her check-in is reviewed, and the
 * client when her check-in falls due (the reminder planned by the test's clock).
 */
const COACH_EMAIL = 'sarah@coach.test';
const log = createLogger('flows-checkin-notification', 'silent');
let inbox: MailInbox;
let notification: NotificationHarness;
let checkin: CheckinHarness;
const relay = eventRelay();
let toNotification: Consumer;

beforeAll(async () => {
  inbox = await startMailDev();
  [notification, checkin] = await Promise.all([
    startNotification({
      env: { SMTP_URL: `smtp://127.0.0.1:${inbox.smtpPort}`, COACH_EMAIL, COACH_NAME: 'Sarah' },
      delivery: true,
    }),
    startCheckin({}, '2026-11-23T10:00:00Z'),
  ]);
  toNotification = (envelope) =>
    consumeEvent(envelope, notification.db, notification.handlers, log);
});
afterAll(async () => {
  await Promise.all([notification?.close(), checkin?.close()]);
  await inbox?.close();
});

it('onboarding, review and the due-day reminder each reach the right inbox', async () => {
  // crm's snapshot of her (as crm's relay would deliver it).
  const coachId = randomUUID();
  const client = {
    clientId: randomUUID(),
    userId: randomUUID(),
    coachUserId: coachId,
    nutritionistUserId: null,
    email: 'emma@example.com',
    firstName: 'Emma',
    lastName: 'Wilson',
    status: 'active' as const,
  };
  const snapshot = createEnvelope(
    'client.changed',
    { clients: [client] },
    {
      correlationId: 'flow-emails',
      actor: { service: 'crm' },
    },
  );
  expect(await toCheckin(checkin)(snapshot)).toBe('processed');
  const emma = asUser(client.userId, 'client');
  const coach = asUser(coachId, 'coach');

  // Onboarding with a "yes" in the screening → the coach's email, flagged.
  await onboard(checkin, emma, { screening: { ...NO_SCREENING, jointProblems: true } });
  expect(await relay(checkin.db, 'onboarding.completed', [toNotification])).toBe(1);
  const told = await inbox.waitForEmail(COACH_EMAIL);
  expect(told.subject).toBe('Review health screening: Emma Wilson has finished onboarding');
  expect(told.html).toContain(`/client-profile/${client.clientId}`);

  // Her baseline, reviewed by the coach → her email, with a link and none of the feedback.
  const sent = await request(checkin.app).post('/api/checkins').set(emma).send(week(74));
  expect(sent.status).toBe(201);
  const feedback = 'Lovely start, Emma: 74 kg is our baseline. Keep the walks going!';
  await request(checkin.app)
    .post(`/api/checkins/${sent.body.checkin.id}/review`)
    .set(coach)
    .send({ feedback })
    .expect(200);
  expect(await relay(checkin.db, 'checkin.reviewed', [toNotification])).toBe(1);
  const reply = await inbox.waitForEmail('emma@example.com');
  expect(reply.subject).toBe('Your coach has replied to your check-in');
  expect(reply.html).toContain('href="http://localhost:8080/client-checkins"');
  expect(reply.text).not.toContain('74 kg');
  expect(reply.text).not.toContain('Keep the walks going');

  // Monday 30 November, 09:00 London: her reminder.
  checkin.clock.set('2026-11-30T09:00:00Z');
  const deps = checkinDeps(checkin);
  const planned = await planReminders(deps);
  expect(planned.map((r) => [r.kind, r.dueDate])).toEqual([['due', '2026-11-30']]);
  expect(await sendReminder(deps, planned[0])).toBe('sent');
  expect(await relay(checkin.db, 'checkin.reminder_due', [toNotification])).toBe(1);
  const reminder = await inbox.waitForEmail(
    'emma@example.com',
    (mail) => mail.subject === 'Time for your weekly check-in',
  );
  expect(reminder.html).toContain('href="http://localhost:8080/checkin"');

  // Every one of them is in the coach's sent log, as sent.
  const sentLog = await waitFor(
    async () => {
      const rows = await notification.db.emailMessage.findMany({ orderBy: { createdAt: 'asc' } });
      return rows.every((row) => row.status === 'sent') ? rows : null;
    },
    { what: 'every email marked sent' },
  );
  expect(sentLog.map((email) => [email.template, email.to])).toEqual([
    ['onboarding-completed', COACH_EMAIL],
    ['checkin-reviewed', 'emma@example.com'],
    ['checkin-reminder', 'emma@example.com'],
  ]);
});
