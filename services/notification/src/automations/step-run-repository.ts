import type { Db, Tx } from '../db';

/** automation_steps_runs: one row per step an enrolment ran (its run number is the key). */

export interface StepRun {
  enrolmentId: string;
  run: number;
  stepIndex: number;
  type: string;
  emailId: string | null;
  ranAt: Date;
}

/** Records a step run; false when that run was recorded already (the step must not run again). */
export async function recordStepRun(tx: Tx, row: StepRun): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO automation_step_runs (enrolment_id, run, step_index, type, email_id, ran_at)
    VALUES (${row.enrolmentId}::uuid, ${row.run}, ${row.stepIndex}, ${row.type},
            ${row.emailId}::uuid, ${row.ranAt})
    ON CONFLICT (enrolment_id, run) DO NOTHING`;
  return inserted === 1;
}

/** Emails each automation's steps stored, by what became of them (sent, failed, …). */
export const emailOutcomes = (db: Db | Tx) =>
  db.$queryRaw<{ automationId: string; status: string; count: number }[]>`
    SELECT e.automation_id AS "automationId", m.status::text AS status, count(*)::int AS count
    FROM automation_step_runs r
    JOIN automation_enrolments e ON e.id = r.enrolment_id
    JOIN email_messages m ON m.id = r.email_id
    GROUP BY e.automation_id, m.status`;
