import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { clientDetailSchema } from '@wellness/contracts';
import type { PlanCreateInput } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { startNotification } from '../services/notification/test/harness';
import type { NotificationHarness } from '../services/notification/test/harness';
import { startMailDev } from '../services/notification/test/mail-inbox';
import type { MailInbox } from '../services/notification/test/mail-inbox';
import { startCheckin, toCheckin } from './support/checkin';
import type { CheckinHarness } from './support/checkin';
import { crmEventHandlers, seedCoach, startCrm } from './support/crm';
import type { CrmHarness } from './support/crm';
import { eventRelay } from './support/relay';
import type { Consumer } from './support/relay';

/**
 * checkin → crm and notification: the coach publishes a client's nutrition plan in checkin
 * (nutrition_plan.published); the client is emailed "Your new nutrition plan is ready" (MailDev,
 * over SMTP) with a link to /nutrition and none of the plan, and crm puts it on her timeline.
 */
const log = createLogger('flows-nutrition', 'silent');
let inbox: MailInbox;
let crm: CrmHarness;
let checkin: CheckinHarness;
let notification: NotificationHarness;
const relay = eventRelay();

beforeAll(async () => {
  inbox = await startMailDev();
  [crm, checkin, notification] = await Promise.all([
    startCrm(),
    startCheckin({}, '2026-11-26T10:00:00Z'),
    startNotification({
      env: { SMTP_URL: `smtp://127.0.0.1:${inbox.smtpPort}`, COACH_NAME: 'Sarah' },
      delivery: true,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([crm?.close(), checkin?.close(), notification?.close()]);
  await inbox?.close();
});

const plan = (clientId: string): PlanCreateInput => ({
  clientId,
  title: 'Steady energy',
  targets: {
    energyKcal: 1600,
    proteinG: 110,
    carbohydrateG: 170,
    fatG: 55,
    fibreG: 30,
    waterLitres: 2.2,
  },
  meals: [
    {
      name: 'Breakfast',
      options: [
        {
          items: [
            { foodId: 'sr28:08120', grams: 50 }, // oats
            { foodId: 'sr28:01079', grams: 200, unit: 'ml' }, // semi-skimmed milk
          ],
        },
      ],
    },
  ],
});

it('a published plan emails her and goes on her crm timeline', async () => {
  const coach = await seedCoach(crm.db);
  const toCrm: Consumer = (envelope) => consumeEvent(envelope, crm.db, crmEventHandlers, log);
  const toNotification: Consumer = (envelope) =>
    consumeEvent(envelope, notification.db, notification.handlers, log);

  // A client crm knows (approved from a registration), and checkin's snapshot of her.
  const userId = randomUUID();
  const registered = createEnvelope(
    'user.registered',
    { userId, email: 'emma@example.com', firstName: 'Emma', lastName: 'Wilson', role: 'client' },
    { correlationId: 'flow-nutrition', actor: null },
  );
  expect(await toCrm(registered)).toBe('processed');
  const approval = await crm.db.approval.findUniqueOrThrow({ where: { userId } });
  await request(crm.app).post(`/api/approvals/${approval.id}/approve`).set(coach).expect(200);
  const { id: clientId } = await crm.db.client.findUniqueOrThrow({ where: { userId } });
  expect(await relay(crm.db, 'client.changed', [toCheckin(checkin)])).toBe(1);

  // The coach writes and publishes her plan in checkin.
  const draft = await request(checkin.app)
    .post('/api/nutrition-plans')
    .set(coach)
    .send(plan(clientId));
  expect(draft.status).toBe(201);
  await request(checkin.app)
    .post(`/api/nutrition-plans/${draft.body.id}/publish`)
    .set(coach)
    .send({ changeNote: 'Your first plan' })
    .expect(200);
  expect(await relay(checkin.db, 'nutrition_plan.published', [toCrm, toNotification])).toBe(1);

  const email = await inbox.waitForEmail('emma@example.com');
  expect(email.subject).toBe('Your new nutrition plan is ready');
  expect(email.html).toContain('href="http://localhost:8080/nutrition"');
  expect(email.text).not.toContain('oats');

  const profile = clientDetailSchema.parse(
    (await request(crm.app).get(`/api/clients/${clientId}`).set(coach).expect(200)).body,
  );
  const entry = profile.timeline.find((a) => a.kind === 'nutrition_plan_published');
  expect(entry?.summary).toBe('Nutrition plan "Steady energy" v1 published: Your first plan');

  // A redelivery of the same event is recognised by both: no second entry, no second email.
  const [event] = await checkin.db.outboxEvent.findMany({
    where: { type: 'nutrition_plan.published' },
  });
  expect(await toCrm(event.envelope)).toBe('duplicate');
  expect(await toNotification(event.envelope)).toBe('duplicate');
  const again = clientDetailSchema.parse(
    (await request(crm.app).get(`/api/clients/${clientId}`).set(coach).expect(200)).body,
  );
  expect(again.timeline.filter((a) => a.kind === 'nutrition_plan_published')).toHaveLength(1);
  expect(await notification.db.emailMessage.count({ where: { to: 'emma@example.com' } })).toBe(1);
});
