import type { AutomationConditions, AutomationTrigger } from '@wellness/contracts';
import type { Logger } from '@wellness/kit';
import { Prisma } from '../generated/prisma/client';
import type { AutomationDeps } from './engine';
import { liveAutomations } from './enrol';
import { enrolClients, overdueSteps } from './enrolment-repository';
import type { SweepCursor } from './enrolment-repository';
import { BUSINESS_TIME_ZONE } from './next-run';

type ScheduledTrigger = Exclude<AutomationTrigger, { type: 'event' }>;
type Deps = Pick<AutomationDeps, 'db' | 'clock' | 'automationSteps'>;

/** A late step's job is added again once it is this late (its job id dedupes). */
export const SWEEP_GRACE_MS = 60_000;
/** Late steps read and re-added at a time. */
const SWEEP_PAGE = 1000;

/** An automation's conditions as a filter on `clients c`. */
function conditionsSql(conditions: AutomationConditions): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (conditions.statuses?.length)
    parts.push(Prisma.sql`c.status::text = ANY(${conditions.statuses}::text[])`);
  if (conditions.hasNutritionist !== undefined)
    parts.push(
      conditions.hasNutritionist
        ? Prisma.sql`c.nutritionist_user_id IS NOT NULL`
        : Prisma.sql`c.nutritionist_user_id IS NULL`,
    );
  if (conditions.tags?.length) parts.push(Prisma.sql`c.tags @> ${conditions.tags}::text[]`);
  return parts.length ? Prisma.sql`AND ${Prisma.join(parts, ' AND ')}` : Prisma.empty;
}

/**
 * The active clients a scheduled trigger finds now, each with its trigger key:
 * - checkin_overdue N: her due date plus N days is today or earlier on her clock and she has not
 *   checked in since it fell due (key: the due date, so once per missed check-in);
 * - no_sign_in N: her last sign-in is more than N days ago (key: its date, once per quiet spell).
 */
function candidatesSql(trigger: ScheduledTrigger, where: Prisma.Sql, now: Date): Prisma.Sql {
  if (trigger.type === 'checkin_overdue')
    return Prisma.sql`
      SELECT c.client_id, to_char(c.next_due_date, 'YYYY-MM-DD') AS trigger_key
      FROM clients c
      WHERE c.status = 'active' AND c.next_due_date IS NOT NULL
        AND c.next_due_date + ${trigger.days}::int
          <= (${now}::timestamptz AT TIME ZONE coalesce(c.time_zone, ${BUSINESS_TIME_ZONE}))::date
        AND (c.last_check_in_at IS NULL OR c.last_check_in_at < c.next_due_date)
        ${where}`;
  return Prisma.sql`
    SELECT c.client_id, to_char(c.last_sign_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS trigger_key
    FROM clients c
    WHERE c.status = 'active' AND c.last_sign_in_at IS NOT NULL
      AND c.last_sign_in_at <= ${now}::timestamptz - make_interval(days => ${trigger.days}::int)
      ${where}`;
}

/** The periodic check of the scheduled triggers: enrols whom each finds, and starts their steps. */
export async function checkScheduledTriggers(
  deps: Deps,
  log: Pick<Logger, 'info'>,
): Promise<{ enrolled: number }> {
  const now = deps.clock.now();
  const automations = await liveAutomations(deps.db, (t) => t.type !== 'event');
  let enrolled = 0;
  for (const automation of automations) {
    const trigger = automation.definition.trigger as ScheduledTrigger;
    const candidates = candidatesSql(trigger, conditionsSql(automation.definition.conditions), now);
    const rows = await deps.db.$transaction((tx) => enrolClients(tx, automation, candidates, now));
    enrolled += rows.length;
    await deps.automationSteps.schedule(
      rows.map(({ id }) => ({ enrolmentId: id, run: 0, runAt: now })),
      now,
    );
    if (rows.length) log.info({ automation: automation.name, enrolled: rows.length }, 'enrolled');
  }
  return { enrolled };
}

/**
 * Adds again the jobs of steps due more than `graceMs` ago (a minute; none at worker start): a job
 * lost between a commit and its add (a crash, Redis away) runs late rather than never. Reads the
 * whole backlog page by page; existing jobs are not duplicated (the job id is the step's).
 */
export async function sweepLateSteps(
  deps: Deps,
  graceMs = SWEEP_GRACE_MS,
): Promise<{ requeued: number }> {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - graceMs);
  let requeued = 0;
  let cursor: SweepCursor | undefined;
  for (;;) {
    const late = await overdueSteps(deps.db, before, cursor, SWEEP_PAGE);
    await deps.automationSteps.schedule(
      late.map(({ enrolmentId, run }) => ({ enrolmentId, run, runAt: now })),
      now,
    );
    requeued += late.length;
    if (late.length < SWEEP_PAGE) return { requeued };
    const last = late[late.length - 1]!;
    cursor = { nextRunAt: last.nextRunAt, enrolmentId: last.enrolmentId };
  }
}
