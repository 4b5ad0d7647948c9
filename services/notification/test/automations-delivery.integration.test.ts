import { randomUUID } from 'node:crypto';
import { consumeEvent, nameBasedEventId } from '@wellness/kit';
import { waitFor } from '@wellness/kit/src/testing';
import { JOB_QUEUES } from '@wellness/contracts';
import { automationEvents } from '../src/automations/events';
import { runStep } from '../src/automations/engine';
import type { AutomationDeps } from '../src/automations/engine';
import { startAutomations } from '../src/automations/jobs';
import { brandFrom } from '../src/emails/brand';
import type { Db } from '../src/db';
import { envelope, silentLogger, startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';
import { engineOf, enrolmentsOf } from './automation-fixtures';

/** Automations' emails as they reach an SMTP server: once each, whatever the workers go through. */
let svc: NotificationHarness;
let inbox: MailInbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ svc, inbox, close } = await startWithInbox());
});
afterAll(() => close?.());

const lead = () => ({
  leadId: randomUUID(),
  email: `lead-${randomUUID().slice(0, 8)}@example.com`,
  firstName: 'Grace',
  lastName: 'Patel',
  source: 'discovery',
});

/** A database whose transactions die after their work, before the commit (a worker killed). */
function dyingBeforeCommit(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== '$transaction') return Reflect.get(target, property, receiver);
      return (fn: (tx: unknown) => Promise<unknown>, options?: object) =>
        target.$transaction(async (tx) => {
          await fn(tx);
          throw new Error('worker killed');
        }, options);
    },
  });
}

const deliveredTo = async (address: string) =>
  (await inbox.emails()).filter((mail) => mail.to.some((to) => to.address === address));

it('a worker killed mid-step sends no email twice', async () => {
  const engine = engineOf(svc);
  const id = await engine.automation({
    name: 'Nurture',
    trigger: { type: 'event', event: 'lead.created' },
    steps: [
      { type: 'send_email', template: 'lead-nurture-day-1' },
      { type: 'wait', minutes: 60 },
    ],
  });
  const payload = lead();
  await engine.consume(envelope('lead.created', payload));
  const [enrolment] = await enrolmentsOf(svc, id);
  const job = { enrolmentId: enrolment!.id, run: 0 };

  // Killed between storing the email and committing its new place: nothing of it remains.
  const dying: AutomationDeps = { ...engine.deps, db: dyingBeforeCommit(svc.db) };
  await expect(runStep(dying, job, silentLogger)).rejects.toThrow('worker killed');
  expect(await svc.db.emailMessage.count({ where: { to: payload.email } })).toBe(0);

  // BullMQ retries the job, and a stalled copy of it runs too: one email.
  const outcomes = await Promise.all([engine.run(job), engine.run(job)]);
  expect(outcomes.map((o) => o.outcome).sort()).toEqual(['ran', 'skipped']);
  expect(await engine.run(job)).toMatchObject({ outcome: 'skipped', reason: 'stale_run' });
  const stored = await svc.db.emailMessage.findMany({ where: { to: payload.email } });
  expect(stored).toHaveLength(1);
  expect(stored[0]!.relatedEventId).toBe(nameBasedEventId(`automation-step:${enrolment!.id}:0`));

  await waitFor(
    async () =>
      (await svc.db.emailMessage.findUnique({ where: { id: stored[0]!.id } }))?.status === 'sent',
    { what: 'the email sent', timeoutMs: 15000 },
  );
  await inbox.waitForEmail(payload.email);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await deliveredTo(payload.email)).toHaveLength(1);
});

it('runs steps through a real BullMQ worker, from the trigger to the inbox', async () => {
  await svc.db.automation.updateMany({ data: { enabled: false } });
  const engine = engineOf(svc);
  const automations = startAutomations(
    { db: svc.db, brand: brandFrom(svc.config), clock: { now: () => new Date() } },
    svc.config,
    svc.redis,
    silentLogger,
  );
  try {
    await automations.started;
    const id = await engine.automation({
      name: 'Nurture through BullMQ',
      trigger: { type: 'event', event: 'lead.created' },
      steps: [
        { type: 'send_email', template: 'lead-nurture-day-1' },
        { type: 'wait', minutes: 0 },
        { type: 'send_email', template: 'lead-nurture-day-3' },
      ],
    });
    const handlers = automationEvents({
      clock: { now: () => new Date() },
      automationSteps: automations.steps,
    });
    const payload = lead();
    await consumeEvent(envelope('lead.created', payload), svc.db, handlers, silentLogger);

    const [enrolment] = await waitFor(
      async () => {
        const rows = await enrolmentsOf(svc, id);
        return rows[0]?.status === 'completed' ? rows : null;
      },
      { what: 'the enrolment completed', timeoutMs: 15000 },
    );
    const job = await automations.steps.queue.getJob(`${enrolment!.id}_0`);
    expect(await job?.getState()).toBe('completed');
    expect(JOB_QUEUES.automationSteps).toBe(automations.steps.queue.name);
    const mail = await inbox.waitForEmail(payload.email, (m) => m.subject.includes('busy life'));
    expect(mail.headers).toBeDefined();
    expect(
      (await svc.db.emailMessage.findMany({ where: { to: payload.email } }))
        .map((e) => e.template)
        .sort(),
    ).toEqual(['lead-nurture-day-1', 'lead-nurture-day-3']);
  } finally {
    for (const closer of automations.closers) await closer();
  }
});
