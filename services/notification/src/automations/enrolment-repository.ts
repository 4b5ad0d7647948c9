import type { Prisma } from '../generated/prisma/client';
import type { AutomationEnrolment, EnrolmentStatus } from '../generated/prisma/client';
import type { Db, Tx } from '../db';

/** automation_enrolments: each person walking an automation, and where she is. */

export type EnrolmentRow = AutomationEnrolment;
export type SubjectKind = 'client' | 'lead';

/** A step job's address: the enrolment and its run (the job id). */
export interface PendingStep {
  enrolmentId: string;
  run: number;
}

export interface NewEnrolment {
  id: string;
  automationId: string;
  version: number;
  subjectKind: SubjectKind;
  subjectId: string;
  email: string;
  firstName: string;
  lastName: string;
  timeZone: string | null;
  triggerKey: string;
  now: Date;
}

/**
 * Enrols her, unless this trigger enrolled her already or she is in this automation now (both
 * unique indexes: ON CONFLICT with no target). Her first step is due at once. Returns whether
 * she was enrolled.
 */
export async function enrol(tx: Tx, row: NewEnrolment): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO automation_enrolments (id, automation_id, version, subject_kind, subject_id, email,
      first_name, last_name, time_zone, trigger_key, next_run_at, enrolled_at)
    VALUES (${row.id}::uuid, ${row.automationId}::uuid, ${row.version}, ${row.subjectKind}::"EnrolmentSubjectKind",
      ${row.subjectId}::uuid, ${row.email}, ${row.firstName}, ${row.lastName}, ${row.timeZone},
      ${row.triggerKey}, ${row.now}, ${row.now})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

/**
 * Enrols at once every client a scheduled check found (`candidates`: a SELECT of client_id and
 * trigger_key from clients), each with her own trigger key. Returns the new enrolments' ids.
 */
export const enrolClients = (
  tx: Tx,
  automation: { id: string; version: number },
  candidates: Prisma.Sql,
  now: Date,
) =>
  tx.$queryRaw<{ id: string }[]>`
    INSERT INTO automation_enrolments (id, automation_id, version, subject_kind, subject_id, email,
      first_name, last_name, time_zone, trigger_key, next_run_at, enrolled_at)
    SELECT gen_random_uuid(), ${automation.id}::uuid, ${automation.version}, 'client',
      c.client_id, c.email, c.first_name, c.last_name, c.time_zone, k.trigger_key, ${now}, ${now}
    FROM (${candidates}) k JOIN clients c ON c.client_id = k.client_id
    ON CONFLICT DO NOTHING
    RETURNING id`;

/** Reads an enrolment and holds it until the transaction ends: one step of it runs at a time. */
export async function lockEnrolment(tx: Tx, id: string): Promise<EnrolmentRow | null> {
  await tx.$queryRaw`SELECT 1 FROM automation_enrolments WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.automationEnrolment.findUnique({ where: { id } });
}

export const findEnrolment = (db: Db | Tx, id: string) =>
  db.automationEnrolment.findUnique({ where: { id } });

export const saveProgress = (
  tx: Tx,
  id: string,
  progress: Pick<EnrolmentRow, 'stepIndex' | 'run' | 'nextRunAt' | 'status' | 'endedAt'>,
) => tx.automationEnrolment.update({ where: { id }, data: progress });

/**
 * Ends her active enrolments whose version lists this exit (`exits` of its definition). Returns
 * the steps that were pending (their jobs will find her no longer active).
 */
export const exitActive = (
  tx: Tx,
  subject: { kind: SubjectKind; id: string },
  reason: string,
  now: Date,
) =>
  tx.$queryRaw<{ enrolmentId: string; run: number }[]>`
    UPDATE automation_enrolments e
    SET status = 'exited', exit_reason = ${reason}, ended_at = ${now}, next_run_at = NULL
    FROM automation_versions v
    WHERE e.subject_kind = ${subject.kind}::"EnrolmentSubjectKind" AND e.subject_id = ${subject.id}::uuid
      AND e.status = 'active'
      AND v.automation_id = e.automation_id AND v.version = e.version
      AND (v.definition -> 'exits') @> jsonb_build_array(${reason}::text)
    RETURNING e.id AS "enrolmentId", e.run`;

/** Stops every active enrolment of an automation (it was switched off); returns their pending steps. */
export const stopActive = (tx: Tx, automationId: string, reason: string, now: Date) =>
  tx.$queryRaw<{ enrolmentId: string; run: number }[]>`
    UPDATE automation_enrolments
    SET status = 'stopped', exit_reason = ${reason}, ended_at = ${now}, next_run_at = NULL
    WHERE automation_id = ${automationId}::uuid AND status = 'active'
    RETURNING id AS "enrolmentId", run`;

/** The active enrolments of an automation, locked (a save decides which move to its new version). */
export const lockActiveOf = (tx: Tx, automationId: string) =>
  tx.$queryRaw<{ id: string; version: number; stepIndex: number }[]>`
    SELECT id, version, step_index AS "stepIndex" FROM automation_enrolments
    WHERE automation_id = ${automationId}::uuid AND status = 'active'
    FOR UPDATE`;

export const moveToVersion = (tx: Tx, ids: string[], version: number) =>
  ids.length === 0
    ? Promise.resolve({ count: 0 })
    : tx.automationEnrolment.updateMany({ where: { id: { in: ids } }, data: { version } });

/** Where a page of the sweep ended: the next page starts after it. */
export interface SweepCursor {
  nextRunAt: Date;
  enrolmentId: string;
}

/**
 * A page of the active enrolments whose step was due before `before` (their job may be missing):
 * the sweep. Keyset-paged on (next_run_at, id), so a whole backlog is read page by page.
 */
export const overdueSteps = (db: Db | Tx, before: Date, after?: SweepCursor, limit = 1000) =>
  db.$queryRaw<(PendingStep & { nextRunAt: Date })[]>`
    SELECT id AS "enrolmentId", run, next_run_at AS "nextRunAt" FROM automation_enrolments
    WHERE status = 'active' AND next_run_at < ${before}
      AND (next_run_at, id) > (${after?.nextRunAt ?? new Date(0)}, ${after?.enrolmentId ?? '00000000-0000-0000-0000-000000000000'}::uuid)
    ORDER BY next_run_at, id LIMIT ${limit}`;

/** A page of an automation's enrolments, newest first. */
export async function pageOf(
  db: Db | Tx,
  automationId: string,
  filter: { status?: EnrolmentStatus; page: number; pageSize: number },
) {
  const where = { automationId, ...(filter.status ? { status: filter.status } : {}) };
  const [rows, total] = await Promise.all([
    db.automationEnrolment.findMany({
      where,
      orderBy: [{ enrolledAt: 'desc' }, { id: 'asc' }],
      skip: (filter.page - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.automationEnrolment.count({ where }),
  ]);
  return { rows, total };
}

/** How many enrolments each automation has, by status. */
export const countsByStatus = (db: Db | Tx) =>
  db.automationEnrolment.groupBy({
    by: ['automationId', 'status'],
    _count: { _all: true },
  });
