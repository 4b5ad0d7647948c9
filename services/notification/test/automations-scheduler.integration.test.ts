import { randomUUID } from 'node:crypto';
import { SEEDED_AUTOMATIONS, seedAutomations } from '../src/automations/seed';
import { assertRunnable } from '../src/automations/definition';
import { checkScheduledTriggers, sweepLateSteps } from '../src/automations/scheduler';
import { listAutomations } from '../src/automations/handlers';
import { templateOf } from '../src/emails/templates';
import { envelope, silentLogger, startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { applyClient, clientSnapshot, engineOf, enrolmentsOf } from './automation-fixtures';
import type { Engine } from './automation-fixtures';

/** The scheduled triggers, the sweep of late steps, and the seeded automations. */
let svc: NotificationHarness;
let engine: Engine;

beforeAll(async () => {
  svc = await startNotification();
});
afterAll(() => svc?.close());
beforeEach(async () => {
  await svc.db.automation.updateMany({ data: { enabled: false } });
  engine = engineOf(svc, '2026-12-10T12:00:00Z');
});

const onboarded = async (nextDueDate: string) => {
  const client = clientSnapshot({ status: 'active' });
  await applyClient(engine, client);
  await engine.consume(
    envelope('onboarding.completed', {
      clientId: client.clientId,
      userId: client.userId!,
      clientName: 'Amelia Hughes',
      checkinDay: 1,
      timeZone: 'Europe/London',
      nextDueDate,
      screeningFlagged: false,
    }),
  );
  return client;
};

describe('checkin_overdue', () => {
  it('enrols clients N days past their due date, once per missed due date', async () => {
    const id = await engine.automation({
      name: 'Nudges',
      trigger: { type: 'checkin_overdue', days: 3 },
      steps: [{ type: 'send_email', template: 'checkin-overdue-3' }],
      exits: ['checked_in'],
    });
    const late = await onboarded('2026-12-07'); // 3 days ago
    const notYet = await onboarded('2026-12-08'); // 2 days ago
    expect(await checkScheduledTriggers(engine.deps, silentLogger)).toEqual({ enrolled: 1 });
    expect(await checkScheduledTriggers(engine.deps, silentLogger)).toEqual({ enrolled: 0 });
    const [enrolment] = await enrolmentsOf(svc, id);
    expect(enrolment).toMatchObject({ subjectId: late.clientId, triggerKey: '2026-12-07' });
    await engine.runDue();
    expect(await svc.db.emailMessage.count({ where: { to: late.email } })).toBe(1);
    expect(await svc.db.emailMessage.count({ where: { to: notYet.email } })).toBe(0);

    // She checks in (next due 14 December); the next time she is late is a new enrolment.
    await engine.consume(
      envelope('checkin.submitted', {
        checkinId: randomUUID(),
        clientId: late.clientId,
        userId: late.userId!,
        dueDate: '2026-12-07',
        submittedAt: engine.clock.now().toISOString(),
        late: true,
        nextDueDate: '2026-12-14',
      }),
    );
    engine.clock.set('2026-12-17T12:00:00Z');
    await checkScheduledTriggers(engine.deps, silentLogger);
    const keys = (await enrolmentsOf(svc, id))
      .filter((e) => e.subjectId === late.clientId)
      .map((e) => e.triggerKey);
    expect(keys).toEqual(['2026-12-07', '2026-12-14']);
  });
});

describe('no_sign_in', () => {
  it('enrols clients whose last sign-in is more than N days ago', async () => {
    const id = await engine.automation({
      name: 'Quiet',
      trigger: { type: 'no_sign_in', days: 7 },
      steps: [{ type: 'send_email', template: 'welcome-day-5' }],
    });
    const quiet = clientSnapshot({ status: 'active' });
    const seen = clientSnapshot({ status: 'active' });
    for (const [client, at] of [
      [quiet, '2026-12-01T08:00:00Z'],
      [seen, '2026-12-09T08:00:00Z'],
    ] as const) {
      await applyClient(engine, client);
      await engine.consume(envelope('user.signed_in', { userId: client.userId!, signedInAt: at }));
    }
    await checkScheduledTriggers(engine.deps, silentLogger);
    expect((await enrolmentsOf(svc, id)).map((e) => [e.subjectId, e.triggerKey])).toEqual([
      [quiet.clientId, '2026-12-01'],
    ]);
  });
});

describe('the sweep', () => {
  it('adds again the job of a step more than a minute late', async () => {
    const id = await engine.automation({
      name: 'Swept',
      trigger: { type: 'event', event: 'client.activated' },
      steps: [{ type: 'send_email', template: 'welcome-day-0' }],
    });
    const client = clientSnapshot({ status: 'pending' });
    await applyClient(engine, client);
    await applyClient(engine, { ...client, status: 'active' });
    const [enrolment] = await enrolmentsOf(svc, id);
    engine.jobs.jobs.clear(); // lost between the commit and its add
    await sweepLateSteps(engine.deps);
    expect(engine.jobs.of(enrolment!.id)).toEqual([]); // not a minute late yet
    engine.clock.advance(2);
    await sweepLateSteps(engine.deps);
    expect(engine.jobs.of(enrolment!.id)).toMatchObject([{ run: 0 }]);
    await engine.runDue();
    expect((await enrolmentsOf(svc, id))[0]).toMatchObject({ status: 'completed' });
  });
});

describe('the seeded automations', () => {
  it('are three, switched on, runnable with marketing templates, and seeding again changes nothing', async () => {
    for (const { definition } of SEEDED_AUTOMATIONS) {
      expect(() => assertRunnable(definition.steps)).not.toThrow();
      for (const step of definition.steps)
        if (step.type === 'send_email')
          expect(templateOf(step.template)?.category).toBe('marketing');
    }
    expect(await seedAutomations(svc.db)).toBe(3);
    await svc.db.automation.update({
      where: { id: SEEDED_AUTOMATIONS[0]!.id },
      data: { name: 'Renamed by the coach' },
    });
    expect(await seedAutomations(svc.db)).toBe(0);
    const seeded = (await listAutomations(engine.deps)).items.filter((a) =>
      SEEDED_AUTOMATIONS.some((s) => s.id === a.id),
    );
    expect(seeded.map((a) => [a.name, a.enabled, a.version])).toEqual([
      ['Renamed by the coach', true, 1],
      ['Lead nurture', true, 1],
      ['Check-in nudges', true, 1],
    ]);
  });
});
