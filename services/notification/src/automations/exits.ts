import type { AUTOMATION_EXITS } from '@wellness/contracts';
import type { Tx } from '../db';
import { exitActive } from './enrolment-repository';
import type { PendingStep, SubjectKind } from './enrolment-repository';

export type ExitReason = (typeof AUTOMATION_EXITS)[number];

/** A lead's new status that ends her nurture, and the exit it meets. */
export const LEAD_EXITS: Partial<Record<string, ExitReason>> = {
  call_booked: 'call_booked',
  won: 'lead_converted',
  lost: 'lead_lost',
};

/**
 * Ends her active enrolments in automations (as of their version) that list this exit: the rest
 * of their steps are skipped. Returns their pending steps, whose jobs can be removed.
 */
export async function meetExit(
  tx: Tx,
  subject: { kind: SubjectKind; id: string },
  reason: ExitReason,
  now: Date,
): Promise<PendingStep[]> {
  return exitActive(tx, subject, reason, now);
}
