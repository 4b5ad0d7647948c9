import type { Clock, Logger } from '@wellness/kit';
import type { Db } from '../db';
import type { Brand } from '../emails/brand';
import { findClient } from '../clients/repository';
import { definitionOf } from './definition';
import { findAutomation } from './definition-repository';
import { lockEnrolment, saveProgress } from './enrolment-repository';
import type { EnrolmentRow, PendingStep } from './enrolment-repository';
import { waitEnd } from './next-run';
import { applyStep } from './step-effects';
import type { StepSubject } from './step-effects';
import type { StepScheduler } from './step-queue';
import { recordStepRun } from './step-run-repository';
import { findDefinition } from './version-repository';

/** What the engine needs (NotificationDeps has it all). */
export interface AutomationDeps {
  db: Db;
  brand: Brand;
  clock: Clock;
  automationSteps: StepScheduler;
}

export type StepOutcome =
  | { outcome: 'skipped'; reason: 'not_found' | 'not_active' | 'stale_run' }
  | { outcome: 'not_due'; nextRunAt: Date }
  | {
      outcome: 'ran';
      steps: number;
      status: EnrolmentRow['status'];
      next: (PendingStep & { runAt: Date }) | null;
    };

/**
 * Runs an enrolment's due step, and those after it that are due at once (until a wait or the end),
 * in one transaction that holds her enrolment: a job for a run she has moved past, or for an
 * enrolment no longer active (exited, switched off), does nothing; the step's effects (an email
 * stored, a notice, an event) commit with her new place, or not at all. Her next step's job is
 * added once that has committed (the sweep adds it if this process dies first).
 */
export async function runStep(
  deps: AutomationDeps,
  job: PendingStep,
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<StepOutcome> {
  const now = deps.clock.now();
  const result = await deps.db.$transaction(
    async (tx): Promise<StepOutcome> => {
      const enrolment = await lockEnrolment(tx, job.enrolmentId);
      if (!enrolment) return { outcome: 'skipped', reason: 'not_found' };
      if (enrolment.status !== 'active') return { outcome: 'skipped', reason: 'not_active' };
      if (enrolment.run !== job.run) return { outcome: 'skipped', reason: 'stale_run' };
      if (enrolment.nextRunAt && enrolment.nextRunAt > now)
        return { outcome: 'not_due', nextRunAt: enrolment.nextRunAt };

      const [automation, definition] = await Promise.all([
        findAutomation(tx, enrolment.automationId),
        findDefinition(tx, enrolment.automationId, enrolment.version),
      ]);
      const { steps } = definitionOf(definition);
      const subject = await subjectOf(tx, enrolment, automation?.name ?? 'Automation');
      let { stepIndex, run } = enrolment;
      let nextRunAt: Date | null = now;
      let ran = 0;
      // Zero-wait loops are refused on save; the bound keeps a job finite whatever is stored.
      while (stepIndex < steps.length && ran <= steps.length) {
        const step = steps[stepIndex]!;
        const place = { ...enrolment, stepIndex, run };
        const { emailId } = await applyStep(
          { tx, brand: deps.brand, log, now },
          { ...subject, enrolment: place },
          step,
        );
        const recorded = await recordStepRun(tx, {
          enrolmentId: enrolment.id,
          run,
          stepIndex,
          type: step.type,
          emailId,
          ranAt: now,
        });
        if (!recorded) throw new Error(`Step run ${run} of enrolment ${enrolment.id} ran already`);
        ran += 1;
        run += 1;
        stepIndex = step.type === 'go_to' ? step.step : stepIndex + 1;
        nextRunAt = waitEnd(step, now, subject.timeZone);
        if (nextRunAt > now) break;
      }
      const done = stepIndex >= steps.length && !(nextRunAt && nextRunAt > now);
      const status = done ? ('completed' as const) : ('active' as const);
      await saveProgress(tx, enrolment.id, {
        stepIndex,
        run,
        status,
        nextRunAt: done ? null : nextRunAt,
        endedAt: done ? now : null,
      });
      return {
        outcome: 'ran',
        steps: ran,
        status,
        next: done ? null : { enrolmentId: enrolment.id, run, runAt: nextRunAt ?? now },
      };
    },
    { timeout: 30_000 },
  );
  if (result.outcome === 'ran' && result.next)
    await deps.automationSteps.schedule([result.next], now);
  log.info({ ...job, ...result }, 'automation step');
  return result;
}

/** Her name, address, clock and coach as the replica knows them now (else as she enrolled). */
async function subjectOf(
  tx: Parameters<typeof findClient>[0],
  enrolment: EnrolmentRow,
  automationName: string,
): Promise<Omit<StepSubject, 'enrolment'> & { timeZone: string | null }> {
  const client =
    enrolment.subjectKind === 'client' ? await findClient(tx, enrolment.subjectId) : null;
  return {
    automationName,
    email: client?.email ?? enrolment.email,
    firstName: client?.firstName ?? enrolment.firstName,
    lastName: client?.lastName ?? enrolment.lastName,
    coachUserId: client?.coachUserId ?? null,
    timeZone: client?.timeZone ?? enrolment.timeZone,
  };
}
