import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  AUTOMATION_MESSAGES,
  automationListSchema,
  automationSaveResultSchema,
  automationSchema,
  enrolmentListSchema,
} from '@wellness/contracts';
import type { AutomationInput } from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { applyClient, clientSnapshot, engineOf, enrolmentsOf } from './automation-fixtures';

/** /api/automations: the coach's automations, their versions, statistics and enrolments. */
let svc: NotificationHarness;
const coach = asUser('c0ac0000-0000-4000-8000-000000000001', 'coach');
const URL = '/api/automations';

beforeAll(async () => {
  svc = await startNotification();
});
afterAll(() => svc?.close());

const input = (overrides: Partial<AutomationInput> = {}): AutomationInput => ({
  name: 'Welcome series',
  trigger: { type: 'event', event: 'client.activated' },
  steps: [
    { type: 'send_email', template: 'welcome-day-0' },
    { type: 'wait', minutes: 60 },
    { type: 'send_email', template: 'welcome-day-2' },
  ],
  ...overrides,
});
const create = async (body: AutomationInput = input()) =>
  automationSchema.parse((await request(svc.app).post(URL).set(coach).send(body).expect(201)).body);

describe('who may call it', () => {
  it('answers 401 signed out and 403 to anyone but the coach', async () => {
    await request(svc.app).get(URL).expect(401);
    for (const role of ['client', 'nutritionist'] as const) {
      const someone = asUser(randomUUID(), role);
      await request(svc.app).get(URL).set(someone).expect(403);
      await request(svc.app).post(URL).set(someone).send(input()).expect(403);
    }
  });
});

describe('POST /api/automations', () => {
  it('creates an automation switched off, as version 1 with empty statistics', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Welcome series',
      enabled: false,
      version: 1,
      conditions: {},
      exits: [],
      stats: { enrolled: 0, active: 0, completed: 0, exited: 0, emailsSent: 0, emailsFailed: 0 },
    });
    const list = automationListSchema.parse(
      (await request(svc.app).get(URL).set(coach).expect(200)).body,
    );
    expect(list.items.map((a) => a.id)).toContain(created.id);
  });

  it.each([
    ['no steps', { steps: [] }, AUTOMATION_MESSAGES.noSteps],
    [
      'a zero-wait loop',
      {
        steps: [
          { type: 'send_email', template: 'welcome-day-0' },
          { type: 'wait', minutes: 0 },
          { type: 'go_to', step: 0 },
        ],
      },
      AUTOMATION_MESSAGES.zeroWaitLoop(2, 0),
    ],
    [
      'a go_to forward',
      {
        steps: [
          { type: 'go_to', step: 1 },
          { type: 'wait', minutes: 10 },
        ],
      },
      AUTOMATION_MESSAGES.goToForward(0),
    ],
    [
      'an unknown template',
      { steps: [{ type: 'send_email', template: 'no-such-email' }] },
      AUTOMATION_MESSAGES.unknownTemplate('no-such-email'),
    ],
    [
      'a transactional template',
      { steps: [{ type: 'send_email', template: 'password-reset' }] },
      AUTOMATION_MESSAGES.transactionalTemplate('password-reset'),
    ],
    ['no name', { name: '  ' }, AUTOMATION_MESSAGES.nameRequired],
  ] as const)('refuses %s with 400 and says why', async (_what, overrides, message) => {
    const before = await svc.db.automation.count();
    const response = await request(svc.app)
      .post(URL)
      .set(coach)
      .send({ ...input(), ...overrides })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect(await svc.db.automation.count()).toBe(before);
  });
});

describe('PUT /api/automations/:id', () => {
  it('renames without a new version, and takes a new version when the steps change', async () => {
    const created = await create();
    const renamed = automationSaveResultSchema.parse(
      (
        await request(svc.app)
          .put(`${URL}/${created.id}`)
          .set(coach)
          .send(input({ name: 'Hello' }))
          .expect(200)
      ).body,
    );
    expect(renamed.automation).toMatchObject({ name: 'Hello', version: 1 });
    const changed = automationSaveResultSchema.parse(
      (
        await request(svc.app)
          .put(`${URL}/${created.id}`)
          .set(coach)
          .send(input({ name: 'Hello', exits: ['client_archived'] }))
          .expect(200)
      ).body,
    );
    expect(changed).toMatchObject({
      automation: { version: 2, exits: ['client_archived'] },
      enrolments: { moved: 0, keptOnEarlierVersion: 0 },
    });
    expect(await svc.db.automationVersion.count({ where: { automationId: created.id } })).toBe(2);
  });

  it('refuses a zero-wait loop with 400 and keeps the saved version', async () => {
    const created = await create();
    const response = await request(svc.app)
      .put(`${URL}/${created.id}`)
      .set(coach)
      .send(
        input({
          steps: [
            { type: 'wait_until', time: '09:00' },
            { type: 'go_to', step: 1 },
          ],
        }),
      )
      .expect(400);
    expect(response.body.error).toBe(AUTOMATION_MESSAGES.zeroWaitLoop(1, 1));
    expect((await svc.db.automation.findUnique({ where: { id: created.id } }))?.version).toBe(1);
  });

  it('answers 404 for an automation that does not exist', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await request(svc.app)
        .put(`${URL}/${id}`)
        .set(coach)
        .send(input())
        .expect(404);
      expect(response.body.error).toBe(AUTOMATION_MESSAGES.notFound);
      await request(svc.app).post(`${URL}/${id}/enable`).set(coach).expect(404);
      await request(svc.app).get(`${URL}/${id}/enrolments`).set(coach).expect(404);
    }
  });
});

describe('switching, statistics and enrolments', () => {
  it('counts enrolments and emails, lists enrolments by status and version, stops them when switched off', async () => {
    const engine = engineOf(svc);
    const created = await create(input({ name: 'Counted' }));
    const enabled = automationSchema.parse(
      (await request(svc.app).post(`${URL}/${created.id}/enable`).set(coach).expect(200)).body,
    );
    expect(enabled.enabled).toBe(true);

    const clients = [clientSnapshot({ status: 'pending' }), clientSnapshot({ status: 'pending' })];
    for (const client of clients) {
      await applyClient(engine, client);
      await applyClient(engine, { ...client, status: 'active' });
    }
    await engine.runDue(); // each: day-0 email sent, then waiting an hour
    engine.clock.advance(60);
    const [first] = await enrolmentsOf(svc, created.id);
    await engine.run(engine.jobs.of(first!.id)[0]!); // the first finishes
    // What delivery made of the emails: one failed, the rest sent.
    const emails = await svc.db.emailMessage.findMany({
      where: { to: { in: clients.map((c) => c.email) } },
      orderBy: { createdAt: 'asc' },
    });
    expect(emails).toHaveLength(3);
    await svc.db.emailMessage.updateMany({
      where: { id: { in: emails.slice(1).map((e) => e.id) } },
      data: { status: 'sent' },
    });
    await svc.db.emailMessage.update({ where: { id: emails[0]!.id }, data: { status: 'failed' } });

    const listed = automationListSchema
      .parse((await request(svc.app).get(URL).set(coach).expect(200)).body)
      .items.find((a) => a.id === created.id);
    expect(listed?.stats).toEqual({
      enrolled: 2,
      active: 1,
      completed: 1,
      exited: 0,
      emailsSent: 2,
      emailsFailed: 1,
    });

    const active = enrolmentListSchema.parse(
      (
        await request(svc.app)
          .get(`${URL}/${created.id}/enrolments?status=active`)
          .set(coach)
          .expect(200)
      ).body,
    );
    expect(active).toMatchObject({ total: 1, page: 1 });
    expect(active.items[0]).toMatchObject({
      status: 'active',
      step: 2,
      version: 1,
      onLatestVersion: true,
    });
    expect(active.items[0]!.nextRunAt).not.toBeNull();
    await request(svc.app)
      .get(`${URL}/${created.id}/enrolments?status=nope`)
      .set(coach)
      .expect(400);

    const disabled = automationSchema.parse(
      (await request(svc.app).post(`${URL}/${created.id}/disable`).set(coach).expect(200)).body,
    );
    expect(disabled).toMatchObject({ enabled: false, stats: { active: 0, enrolled: 2 } });
    const all = enrolmentListSchema.parse(
      (
        await request(svc.app)
          .get(`${URL}/${created.id}/enrolments?pageSize=1`)
          .set(coach)
          .expect(200)
      ).body,
    );
    expect(all.total).toBe(2);
    expect(all.items).toHaveLength(1);
    const stopped = enrolmentListSchema.parse(
      (
        await request(svc.app)
          .get(`${URL}/${created.id}/enrolments?status=stopped`)
          .set(coach)
          .expect(200)
      ).body,
    );
    expect(stopped.items).toMatchObject([{ exitReason: 'switched_off', nextRunAt: null }]);
  });
});
