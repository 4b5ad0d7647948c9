import { randomUUID } from 'node:crypto';
import { consumeEvent, mergeEventHandlers } from '@wellness/kit';
import type { Clock } from '@wellness/kit';
import type { AutomationInput, ClientSnapshot } from '@wellness/contracts';
import { automationInputSchema } from '@wellness/contracts';
import { automationEvents } from '../src/automations/events';
import type { AutomationDeps } from '../src/automations/engine';
import { runStep } from '../src/automations/engine';
import { createNewAutomation, enableAutomation } from '../src/automations/handlers';
import type { PendingStep } from '../src/automations/enrolment-repository';
import type { StepScheduler } from '../src/automations/step-queue';
import { clientEvents } from '../src/clients/events';
import { brandFrom } from '../src/emails/brand';
import { envelope, silentLogger } from './harness';
import type { NotificationHarness } from './harness';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current: Date) {}
  now = () => new Date(this.current);
  set(at: Date | string) {
    this.current = new Date(at);
  }
  advance(minutes: number) {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

/** The step jobs the engine asked for, by job id (what a BullMQ queue would dedupe). */
export class RecordingScheduler implements StepScheduler {
  readonly jobs = new Map<string, PendingStep & { runAt: Date }>();
  readonly cancelled: string[] = [];
  async schedule(steps: (PendingStep & { runAt: Date })[]) {
    for (const step of steps) {
      const id = `${step.enrolmentId}_${step.run}`;
      if (!this.jobs.has(id)) this.jobs.set(id, step);
    }
  }
  async cancel(steps: PendingStep[]) {
    for (const step of steps) {
      this.cancelled.push(`${step.enrolmentId}_${step.run}`);
      this.jobs.delete(`${step.enrolmentId}_${step.run}`);
    }
  }
  /** The jobs of one enrolment, by run. */
  of(enrolmentId: string) {
    return [...this.jobs.values()]
      .filter((job) => job.enrolmentId === enrolmentId)
      .sort((a, b) => a.run - b.run);
  }
}

export interface Engine {
  deps: AutomationDeps;
  clock: TestClock;
  jobs: RecordingScheduler;
  /** Delivers an event to notification's client read model and automations, as the worker does. */
  consume(raw: unknown): Promise<string>;
  /** Runs a step job now (as the worker would when its delay ends). */
  run(step: PendingStep): ReturnType<typeof runStep>;
  /** Runs every recorded job that is due by the clock, once, oldest first. */
  runDue(): Promise<number>;
  /** Creates an automation through the handlers, switched on. */
  automation(input: AutomationInput): Promise<string>;
}

export function engineOf(svc: NotificationHarness, start = '2026-12-01T10:00:00Z'): Engine {
  const clock = new TestClock(new Date(start));
  const jobs = new RecordingScheduler();
  const deps: AutomationDeps = {
    db: svc.db,
    brand: brandFrom(svc.config),
    clock,
    automationSteps: jobs,
  };
  // Automations before the read model: `client.changed` reads her previous status.
  const handlers = mergeEventHandlers(automationEvents(deps), clientEvents);
  const run = (step: PendingStep) => runStep(deps, step, silentLogger);
  return {
    deps,
    clock,
    jobs,
    consume: (raw) => consumeEvent(raw, svc.db, handlers, silentLogger),
    run,
    runDue: async () => {
      let ran = 0;
      const due = [...jobs.jobs.entries()]
        .filter(([, job]) => job.runAt <= clock.now())
        .sort(([, a], [, b]) => a.runAt.getTime() - b.runAt.getTime());
      for (const [id, job] of due) {
        jobs.jobs.delete(id);
        await run(job);
        ran += 1;
      }
      return ran;
    },
    automation: async (input) => {
      const created = await createNewAutomation(deps, automationInputSchema.parse(input));
      await enableAutomation(deps, created.id);
      return created.id;
    },
  };
}

/** A client's snapshot from crm (the replica's row). */
export function clientSnapshot(overrides: Partial<ClientSnapshot> = {}): ClientSnapshot {
  const n = Math.random().toString(36).slice(2, 8);
  return {
    clientId: randomUUID(),
    userId: randomUUID(),
    coachUserId: randomUUID(),
    nutritionistUserId: null,
    email: `client-${n}@example.com`,
    firstName: 'Amelia',
    lastName: 'Hughes',
    status: 'active',
    tags: [],
    ...overrides,
  };
}

/** Sends crm's `client.changed` of these clients, `occurredAt` by the test's clock. */
export async function applyClient(engine: Engine, snapshots: ClientSnapshot | ClientSnapshot[]) {
  const clients = Array.isArray(snapshots) ? snapshots : [snapshots];
  const event = {
    ...envelope('client.changed', { clients }),
    occurredAt: engine.clock.now().toISOString(),
  };
  return engine.consume(event);
}

export const enrolmentsOf = (svc: NotificationHarness, automationId: string) =>
  svc.db.automationEnrolment.findMany({ where: { automationId }, orderBy: { enrolledAt: 'asc' } });
