import { randomUUID } from 'node:crypto';
import { outboxPayloads } from '@wellness/kit/src/testing';
import { disableAutomation, saveAutomation } from '../src/automations/handlers';
import { automationInputSchema } from '@wellness/contracts';
import type { AutomationInput } from '@wellness/contracts';
import { envelope, startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { applyClient, clientSnapshot, engineOf, enrolmentsOf } from './automation-fixtures';
import type { Engine } from './automation-fixtures';

/** The engine on the real database, its step jobs run by hand on a controllable clock. */
let svc: NotificationHarness;
let engine: Engine;

beforeAll(async () => {
  svc = await startNotification();
});
afterAll(() => svc?.close());
beforeEach(async () => {
  // Each test its own automations: switch off what the last one left on.
  await svc.db.automation.updateMany({ data: { enabled: false } });
  engine = engineOf(svc);
});

const DAY = 24 * 60;
const emailsTo = (to: string) =>
  svc.db.emailMessage.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });
const activation = (steps: AutomationInput['steps'], extra: Partial<AutomationInput> = {}) => ({
  name: `Welcome ${randomUUID().slice(0, 6)}`,
  trigger: { type: 'event' as const, event: 'client.activated' as const },
  steps,
  ...extra,
});
const lead = () => ({
  leadId: randomUUID(),
  email: `lead-${randomUUID().slice(0, 8)}@example.com`,
  firstName: 'Grace',
  lastName: 'Patel',
  source: 'discovery',
});

describe('enrolment', () => {
  it('enrols each newly active client of a client.changed of many (an import’s batch)', async () => {
    const id = await engine.automation(
      activation([{ type: 'send_email', template: 'welcome-day-0' }]),
    );
    const active = [clientSnapshot({ userId: null }), clientSnapshot({ userId: null })];
    const pending = clientSnapshot({ userId: null, status: 'pending' });
    const batch = [...active, pending];
    expect(await applyClient(engine, batch)).toBe('processed');
    const enrolled = await enrolmentsOf(svc, id);
    expect(enrolled.map((e) => e.subjectId).sort()).toEqual(active.map((c) => c.clientId).sort());
    const known = await svc.db.client.findMany({
      where: { clientId: { in: batch.map((c) => c.clientId) } },
    });
    expect(known.map((c) => c.status).sort()).toEqual(['active', 'active', 'pending']);
  });

  it('enrols a client who becomes active, runs her steps on time, and never twice', async () => {
    const id = await engine.automation(
      activation([
        { type: 'send_email', template: 'welcome-day-0' },
        { type: 'wait', minutes: 2 * DAY },
        { type: 'send_email', template: 'welcome-day-2' },
      ]),
    );
    const client = clientSnapshot({ status: 'pending' });
    await applyClient(engine, client);
    expect(await enrolmentsOf(svc, id)).toHaveLength(0);

    await applyClient(engine, { ...client, status: 'active' });
    const [enrolment] = await enrolmentsOf(svc, id);
    expect(enrolment).toMatchObject({ subjectKind: 'client', triggerKey: 'activated', run: 0 });
    expect(engine.jobs.of(enrolment!.id)).toEqual([
      { enrolmentId: enrolment!.id, run: 0, runAt: engine.clock.now() },
    ]);

    expect(await engine.runDue()).toBe(1);
    expect((await emailsTo(client.email)).map((e) => e.template)).toEqual(['welcome-day-0']);
    // The send and the wait ran in one job; the next step waits two days.
    const [next] = engine.jobs.of(enrolment!.id);
    expect(next).toMatchObject({ run: 2 });
    expect(next!.runAt.toISOString()).toBe('2026-12-03T10:00:00.000Z');

    engine.clock.advance(2 * DAY - 1);
    expect(await engine.run(next!)).toMatchObject({ outcome: 'not_due' });
    expect(await emailsTo(client.email)).toHaveLength(1);

    engine.clock.advance(1);
    expect(await engine.runDue()).toBe(1);
    expect((await emailsTo(client.email)).map((e) => e.template)).toEqual([
      'welcome-day-0',
      'welcome-day-2',
    ]);
    expect(
      await svc.db.automationEnrolment.findUnique({ where: { id: enrolment!.id } }),
    ).toMatchObject({
      status: 'completed',
      stepIndex: 3,
      run: 3,
      nextRunAt: null,
    });
    // Running a finished job again, or another snapshot while active, changes nothing.
    expect(await engine.run(next!)).toMatchObject({ outcome: 'skipped' });
    await applyClient(engine, { ...client, status: 'active', firstName: 'Amy' });
    expect(await enrolmentsOf(svc, id)).toHaveLength(1);
    expect(await emailsTo(client.email)).toHaveLength(2);
  });

  it('enrols a lead once however often her trigger is delivered', async () => {
    const id = await engine.automation({
      name: 'Nurture',
      trigger: { type: 'event', event: 'lead.created' },
      steps: [
        { type: 'wait', minutes: DAY },
        { type: 'send_email', template: 'lead-nurture-day-1' },
      ],
    });
    const payload = lead();
    // Two deliveries under two event ids (a producer's retry): one enrolment.
    expect(await engine.consume(envelope('lead.created', payload))).toBe('processed');
    expect(await engine.consume(envelope('lead.created', payload))).toBe('processed');
    const enrolments = await enrolmentsOf(svc, id);
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({
      subjectKind: 'lead',
      subjectId: payload.leadId,
      triggerKey: payload.leadId,
      email: payload.email,
    });
  });

  it('enrols only clients who meet the conditions; a lead meets only none', async () => {
    const id = await engine.automation(
      activation([{ type: 'send_email', template: 'welcome-day-0' }], {
        conditions: { tags: ['vip'], hasNutritionist: false },
      }),
    );
    const vip = clientSnapshot({ status: 'pending', tags: ['vip'] });
    const plain = clientSnapshot({ status: 'pending' });
    for (const client of [vip, plain]) {
      await applyClient(engine, client);
      await applyClient(engine, { ...client, status: 'active' });
    }
    expect((await enrolmentsOf(svc, id)).map((e) => e.subjectId)).toEqual([vip.clientId]);
  });
});

describe('waits', () => {
  it('waits until a time of day on her clock, in her time zone', async () => {
    const id = await engine.automation(
      activation([
        { type: 'wait_until', time: '09:00' },
        { type: 'send_email', template: 'welcome-day-0' },
      ]),
    );
    engine.clock.set('2026-12-01T12:00:00Z'); // 07:00 in New York
    const client = clientSnapshot({ status: 'pending' });
    await applyClient(engine, client);
    await engine.consume(
      envelope('onboarding.completed', {
        clientId: client.clientId,
        userId: client.userId!,
        clientName: 'Amelia Hughes',
        checkinDay: 1,
        timeZone: 'America/New_York',
        nextDueDate: '2026-12-07',
        screeningFlagged: false,
      }),
    );
    await applyClient(engine, { ...client, status: 'active' });
    await engine.runDue();
    const [enrolment] = await enrolmentsOf(svc, id);
    expect(enrolment!.nextRunAt!.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(await emailsTo(client.email)).toHaveLength(0);
    engine.clock.set('2026-12-01T14:00:00Z');
    await engine.runDue();
    expect(await emailsTo(client.email)).toHaveLength(1);
  });
});

describe('exits', () => {
  it('ends a lead’s nurture when she books a call: her pending step does nothing', async () => {
    const exits = await engine.automation({
      name: 'Nurture with exits',
      trigger: { type: 'event', event: 'lead.created' },
      steps: [
        { type: 'wait', minutes: DAY },
        { type: 'send_email', template: 'lead-nurture-day-1' },
      ],
      exits: ['call_booked', 'lead_converted', 'lead_lost'],
    });
    const noExits = await engine.automation({
      name: 'Nurture without exits',
      trigger: { type: 'event', event: 'lead.created' },
      steps: [
        { type: 'wait', minutes: DAY },
        { type: 'send_email', template: 'lead-nurture-day-3' },
      ],
    });
    const payload = lead();
    await engine.consume(envelope('lead.created', payload));
    await engine.runDue();
    const { source: _source, ...person } = payload;
    await engine.consume(
      envelope('lead.changed', {
        ...person,
        status: 'call_booked',
        previousStatus: 'new',
        clientId: null,
      }),
    );
    const [ended] = await enrolmentsOf(svc, exits);
    expect(ended).toMatchObject({ status: 'exited', exitReason: 'call_booked', nextRunAt: null });
    expect(engine.jobs.cancelled).toContain(`${ended!.id}_${ended!.run}`);
    expect(await engine.run({ enrolmentId: ended!.id, run: ended!.run })).toMatchObject({
      outcome: 'skipped',
      reason: 'not_active',
    });
    engine.clock.advance(DAY);
    await engine.runDue();
    // Only the automation without that exit went on.
    expect((await emailsTo(payload.email)).map((e) => e.template)).toEqual(['lead-nurture-day-3']);
    expect((await enrolmentsOf(svc, noExits))[0]).toMatchObject({ status: 'completed' });
  });

  it('ends check-in nudges when she checks in', async () => {
    const id = await engine.automation(
      activation(
        [
          { type: 'send_email', template: 'checkin-overdue-3' },
          { type: 'wait', minutes: 4 * DAY },
          { type: 'send_email', template: 'checkin-overdue-7' },
        ],
        { exits: ['checked_in'] },
      ),
    );
    const client = clientSnapshot({ status: 'paused' });
    await applyClient(engine, client);
    await applyClient(engine, { ...client, status: 'active' });
    await engine.runDue();
    await engine.consume(
      envelope('checkin.submitted', {
        checkinId: randomUUID(),
        clientId: client.clientId,
        userId: client.userId!,
        dueDate: '2026-11-30',
        submittedAt: engine.clock.now().toISOString(),
        late: true,
        nextDueDate: '2026-12-07',
      }),
    );
    expect((await enrolmentsOf(svc, id))[0]).toMatchObject({
      status: 'exited',
      exitReason: 'checked_in',
    });
    engine.clock.advance(4 * DAY);
    await engine.runDue();
    expect((await emailsTo(client.email)).map((e) => e.template)).toEqual(['checkin-overdue-3']);
  });
});

describe('switching off', () => {
  it('stops every running enrolment: its pending steps never run', async () => {
    const id = await engine.automation(
      activation([
        { type: 'wait', minutes: 60 },
        { type: 'send_email', template: 'welcome-day-0' },
      ]),
    );
    const client = clientSnapshot({ status: 'pending' });
    await applyClient(engine, client);
    await applyClient(engine, { ...client, status: 'active' });
    await engine.runDue();
    const pending = engine.jobs.of((await enrolmentsOf(svc, id))[0]!.id);
    expect(pending).toHaveLength(1);

    await disableAutomation(engine.deps, id);
    const [stopped] = await enrolmentsOf(svc, id);
    expect(stopped).toMatchObject({ status: 'stopped', exitReason: 'switched_off' });
    expect(engine.jobs.of(stopped!.id)).toEqual([]);
    engine.clock.advance(60);
    // A job that escaped removal finds her stopped.
    expect(await engine.run(pending[0]!)).toMatchObject({ outcome: 'skipped' });
    expect(await emailsTo(client.email)).toHaveLength(0);
  });
});

describe('editing while enrolments run', () => {
  it('moves an enrolment whose walked steps line up, and keeps the other on its version', async () => {
    const steps: AutomationInput['steps'] = [
      { type: 'send_email', template: 'welcome-day-0' },
      { type: 'wait', minutes: DAY },
      { type: 'send_email', template: 'welcome-day-2' },
    ];
    const input = activation(steps);
    const id = await engine.automation(input);
    const ahead = clientSnapshot({ status: 'pending' });
    const behind = clientSnapshot({ status: 'pending' });
    await applyClient(engine, ahead);
    await applyClient(engine, { ...ahead, status: 'active' });
    await engine.runDue(); // ahead has sent day 0 and waits
    await applyClient(engine, behind);
    await applyClient(engine, { ...behind, status: 'active' }); // behind has run nothing yet

    const edited = automationInputSchema.parse({
      ...input,
      steps: [{ type: 'send_email', template: 'welcome-day-5' }, ...steps.slice(1)],
    });
    const result = await saveAutomation(engine.deps, id, edited);
    expect(result.enrolments).toEqual({ moved: 1, keptOnEarlierVersion: 1 });
    expect(result.automation.version).toBe(2);
    const byClient = new Map((await enrolmentsOf(svc, id)).map((e) => [e.subjectId, e]));
    expect(byClient.get(ahead.clientId)).toMatchObject({ version: 1 });
    expect(byClient.get(behind.clientId)).toMatchObject({ version: 2 });

    engine.clock.advance(DAY);
    await engine.runDue();
    expect((await emailsTo(behind.email)).map((e) => e.template)).toEqual(['welcome-day-5']);
    expect((await emailsTo(ahead.email)).map((e) => e.template)).toEqual([
      'welcome-day-0',
      'welcome-day-2',
    ]);
  });
});

describe('go_to', () => {
  it('repeats the steps it goes back to, after each wait', async () => {
    const id = await engine.automation(
      activation(
        [
          { type: 'send_email', template: 'checkin-overdue-3' },
          { type: 'wait', minutes: 60 },
          { type: 'go_to', step: 0 },
        ],
        { exits: ['checked_in'] },
      ),
    );
    const client = clientSnapshot({ status: 'pending' });
    await applyClient(engine, client);
    await applyClient(engine, { ...client, status: 'active' });
    for (let round = 0; round < 3; round++) {
      await engine.runDue();
      engine.clock.advance(60);
    }
    expect(await emailsTo(client.email)).toHaveLength(3);
    const [enrolment] = await enrolmentsOf(svc, id);
    expect(enrolment).toMatchObject({ status: 'active', stepIndex: 2, run: 8 });
    // Each step is its own run: three rounds of send + wait, and the go_to between them.
    expect(await svc.db.automationStepRun.count({ where: { enrolmentId: enrolment!.id } })).toBe(8);
  });
});

describe('coach notices and tags', () => {
  it('tells her coach in the bell and her activity feed, and asks crm for her tags', async () => {
    await engine.automation(
      activation([
        { type: 'notify_coach', message: '{{firstName}} has not checked in for two weeks' },
        { type: 'add_tag', tag: 'needs-attention' },
      ]),
    );
    const client = clientSnapshot({ status: 'pending', firstName: 'Holly' });
    await applyClient(engine, client);
    await applyClient(engine, { ...client, status: 'active' });
    await engine.runDue();
    const notices = await svc.db.inAppNotification.findMany({
      where: { userId: client.coachUserId! },
    });
    expect(notices).toMatchObject([{ body: 'Holly has not checked in for two weeks' }]);
    const alerts = await outboxPayloads(svc.db, 'automation.coach_alerted');
    expect(alerts).toContainEqual(
      expect.objectContaining({
        subject: { kind: 'client', id: client.clientId },
        message: 'Holly has not checked in for two weeks',
      }),
    );
    const tags = await outboxPayloads(svc.db, 'client.tags_change_requested');
    expect(tags).toContainEqual(
      expect.objectContaining({ clientId: client.clientId, add: ['needs-attention'], remove: [] }),
    );
  });
});
