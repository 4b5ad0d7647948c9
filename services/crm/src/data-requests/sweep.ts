import { recordEvent } from '@wellness/kit';
import type { Clock } from '@wellness/kit';
import type { Db } from '../db';
import { overdueConfirmations, recordAttempt } from './confirmation-repository';
import { erasureSubjectOf, lockDataRequest, markStuck } from './repository';

/** A service that has not confirmed an erasure this long after being asked is asked again. */
export const ERASURE_RESEND_AFTER_MS = 10 * 60_000;
/** After this many attempts without an answer, the request is flagged stuck: the coach is alerted. */
export const ERASURE_MAX_ATTEMPTS = 3;
const BATCH = 100;

export interface SweepOutcome {
  resent: number;
  stuck: number;
}

/**
 * The saga's retry: every erasure a service has not confirmed in time is published again (the
 * event reaches every erasing service; those that have confirmed already ignore it), and one that
 * has had its attempts is flagged stuck instead.
 */
export async function sweepErasures(deps: { db: Db; clock: Clock }): Promise<SweepOutcome> {
  const now = deps.clock.now();
  const overdue = await overdueConfirmations(
    deps.db,
    new Date(now.getTime() - ERASURE_RESEND_AFTER_MS),
    BATCH,
  );
  const requestIds = [...new Set(overdue.map((c) => c.requestId))];
  const outcome: SweepOutcome = { resent: 0, stuck: 0 };
  for (const requestId of requestIds) {
    const services = overdue.filter((c) => c.requestId === requestId);
    await deps.db.$transaction(async (tx) => {
      const request = await lockDataRequest(tx, requestId);
      const subject = request && erasureSubjectOf(request);
      if (!request || request.status !== 'in_progress' || request.stuckAt || !subject) return;
      if (services.some((c) => c.attempts >= ERASURE_MAX_ATTEMPTS)) {
        await markStuck(tx, requestId, now);
        outcome.stuck += 1;
        return;
      }
      for (const { service } of services) await recordAttempt(tx, requestId, service, now);
      await recordEvent(
        tx,
        'client.erasure_requested',
        { requestId, ...subject },
        { correlationId: requestId, actor: { service: 'crm' } },
      );
      outcome.resent += 1;
    });
  }
  return outcome;
}
