import type { ReviewQueueFilter } from '@wellness/contracts';
import type { EventEnvelope } from '@wellness/contracts';
import { outboxInsert, queryRows, relaySignalOf } from '@wellness/kit';
import type { Db, Tx } from '../db';
import type { SubjectKey } from '../clients/subject';
import { nextDueDateUpdate } from '../clients/repository';
import { draftDeletion } from '../drafts/repository';
import { dateOf } from '../dates';
import { Prisma } from '../generated/prisma/client';
import type { Checkin } from '../generated/prisma/client';

// Every read of one client's check-ins walks the unique (client_id, due_date) index.

/** Her newest check-in (the one her schedule counts from), or null. */
export const lastCheckin = (db: Db | Tx, clientId: string) =>
  db.checkin.findFirst({ where: { clientId }, orderBy: { dueDate: 'desc' } });

export const previousCheckin = (db: Db | Tx, clientId: string, dueDate: Date) =>
  db.checkin.findFirst({
    where: { clientId, dueDate: { lt: dueDate } },
    orderBy: { dueDate: 'desc' },
  });

export const followingCheckin = (db: Db | Tx, clientId: string, dueDate: Date) =>
  db.checkin.findFirst({
    where: { clientId, dueDate: { gt: dueDate } },
    orderBy: { dueDate: 'asc' },
  });

export const findCheckin = (db: Db | Tx, id: string) => db.checkin.findUnique({ where: { id } });

export const findWeek = (db: Db | Tx, clientId: string, dueDate: string) =>
  db.checkin.findUnique({ where: { clientId_dueDate: { clientId, dueDate: dateOf(dueDate) } } });

/** Her start (first check-in), her streak's count and her latest feedback, as one statement reads them. */
export interface CheckinFacts {
  /** Her first check-in's measures (her baseline). */
  start: {
    id: string;
    weightKg: number;
    chestCm: number | null;
    waistCm: number | null;
    hipsCm: number | null;
    thighCm: number | null;
    armCm: number | null;
  } | null;
  /** Her check-ins since the newest one that came after a missed week (that one included). */
  sinceMiss: number;
  /** Her newest reviewed check-in. */
  latest: {
    id: string;
    dueDate: string;
    feedback: string;
    reviewedAt: string;
    reviewerName: string | null;
  } | null;
}

/** The CheckinFacts of the client `clientId` names, as columns: a few short index walks. */
export const factsColumns = (clientId: Prisma.Sql) => Prisma.sql`
  (SELECT json_build_object('id', id, 'weightKg', weight_kg, 'chestCm', chest_cm,
                            'waistCm', waist_cm, 'hipsCm', hips_cm, 'thighCm', thigh_cm,
                            'armCm', arm_cm)
   FROM checkins WHERE client_id = ${clientId} ORDER BY due_date LIMIT 1) AS start,
  (SELECT count(*)::int FROM checkins
   WHERE client_id = ${clientId}
     AND due_date >= COALESCE(
       (SELECT max(due_date) FROM checkins
        WHERE client_id = ${clientId} AND missed_weeks_before > 0),
       '-infinity'::date)) AS "sinceMiss",
  (SELECT json_build_object('id', id, 'dueDate', due_date::text, 'feedback', feedback,
                            'reviewedAt', reviewed_at, 'reviewerName', reviewer_name)
   FROM checkins WHERE client_id = ${clientId} AND reviewed_at IS NOT NULL
   ORDER BY due_date DESC LIMIT 1) AS latest`;

/** Her newest check-in's measures (her schedule counts from its due date). */
export type NewestCheckin = NonNullable<CheckinFacts['start']> & {
  /** YYYY-MM-DD */
  dueDate: string;
};

/** The NewestCheckin of the client `clientId` names, as a JSON column. */
export const newestColumn = (clientId: Prisma.Sql) => Prisma.sql`
  (SELECT row_to_json(l) FROM (
     SELECT id, due_date::text AS "dueDate", weight_kg AS "weightKg", chest_cm AS "chestCm",
            waist_cm AS "waistCm", hips_cm AS "hipsCm", thigh_cm AS "thighCm", arm_cm AS "armCm"
     FROM checkins WHERE client_id = ${clientId} ORDER BY due_date DESC LIMIT 1) l)`;

/** The client a SubjectKey names, as a condition on `clients c`. */
export const subjectWhere = (key: SubjectKey) =>
  'userId' in key
    ? Prisma.sql`c.user_id = ${key.userId}::uuid`
    : Prisma.sql`c.client_id = ${key.clientId}::uuid`;

/** One round trip. */
export async function checkinFacts(db: Db | Tx, clientId: string): Promise<CheckinFacts> {
  const [row] = await db.$queryRaw<CheckinFacts[]>`
    SELECT ${factsColumns(Prisma.sql`${clientId}::uuid`)}`;
  return row;
}

/** A week's check-in as submitted (updated_at is the submit's time; not reviewed yet). */
export type NewCheckin = Omit<
  Checkin,
  'dueDate' | 'updatedAt' | 'feedback' | 'reviewedAt' | 'reviewedByUserId' | 'reviewerName'
> & {
  /** YYYY-MM-DD */
  dueDate: string;
};

/**
 * Submits her week in one statement (one round trip, one transaction): the check-in unless that
 * week has one already (the unique key on client and due date: two tabs or a double tap make one
 * row) and, only if it went in, her next due date, her draft gone and `checkin.submitted` in the
 * outbox. Returns the check-in this call inserted (as written: the columns hold exactly the
 * values sent, so nothing is read back), or null. The relay is woken after the commit
 * (kit events/relay-signal.ts says why not by a NOTIFY in this statement).
 */
export async function submitWeek(
  db: Db,
  c: NewCheckin,
  then: { nextDueDate: string; event: EventEnvelope<'checkin.submitted'> },
): Promise<Checkin | null> {
  const added = Prisma.sql`EXISTS (SELECT 1 FROM added)`;
  const inserted = await queryRows<{ id: string }>(
    db.pool,
    Prisma.sql`
      WITH added AS (
        INSERT INTO checkins (id, client_id, due_date, baseline, late, missed_weeks_before,
                              submitted_at, updated_at, weight_kg, weight_change_kg, chest_cm,
                              waist_cm, hips_cm, thigh_cm, arm_cm, energy, sleep, stress, hunger,
                              mood, digestion, motivation, workouts_done, workouts_planned,
                              adherence_percent, steps, water_litres, had_period, win, struggle,
                              questions, attention)
        VALUES (${c.id}::uuid, ${c.clientId}::uuid, ${c.dueDate}::date, ${c.baseline}, ${c.late},
                ${c.missedWeeksBefore}, ${c.submittedAt}, ${c.submittedAt}, ${c.weightKg},
                ${c.weightChangeKg}, ${c.chestCm}, ${c.waistCm}, ${c.hipsCm}, ${c.thighCm},
                ${c.armCm}, ${c.energy}, ${c.sleep}, ${c.stress}, ${c.hunger}, ${c.mood},
                ${c.digestion}, ${c.motivation}, ${c.workoutsDone}, ${c.workoutsPlanned},
                ${c.adherencePercent}, ${c.steps}, ${c.waterLitres}, ${c.hadPeriod}, ${c.win},
                ${c.struggle}, ${c.questions}, ${c.attention})
        ON CONFLICT (client_id, due_date) DO NOTHING
        RETURNING id
      ),
      schedule AS (${nextDueDateUpdate(c.clientId, then.nextDueDate, added)}),
      draft AS (${draftDeletion(c.clientId, added)}),
      event AS (${outboxInsert(Prisma.sql, then.event, added)})
      SELECT id FROM added`,
  );
  if (!inserted.length) return null;
  relaySignalOf(db.pool).send();
  return {
    ...c,
    dueDate: dateOf(c.dueDate),
    updatedAt: c.submittedAt,
    feedback: null,
    reviewedAt: null,
    reviewedByUserId: null,
    reviewerName: null,
  };
}

/** What submitting her week reads first: her record, consent, newest check-in and facts. */
export interface SubmitContext extends CheckinFacts {
  clientId: string;
  userId: string | null;
  nutritionistUserId: string | null;
  checkinDay: number | null;
  timeZone: string | null;
  consentGivenAt: Date | null;
  consentWithdrawnAt: Date | null;
  /** Her newest check-in (the one her schedule counts from). */
  last: NewestCheckin | null;
}

/** The client the key names, for submitting her week, in one round trip (null: none). */
export async function submitContextOf(db: Db, key: SubjectKey): Promise<SubmitContext | null> {
  const [row] = await queryRows<SubmitContext>(
    db.pool,
    Prisma.sql`
      SELECT c.client_id AS "clientId", c.user_id AS "userId",
             c.nutritionist_user_id AS "nutritionistUserId", c.checkin_day AS "checkinDay",
             c.time_zone AS "timeZone", o.consent_given_at AS "consentGivenAt",
             o.consent_withdrawn_at AS "consentWithdrawnAt",
             ${newestColumn(Prisma.raw('c.client_id'))} AS last,
             ${factsColumns(Prisma.raw('c.client_id'))}
      FROM clients c LEFT JOIN onboarding o ON o.client_id = c.client_id
      WHERE ${subjectWhere(key)}`,
  );
  return row ?? null;
}

/** Changes a check-in only while it is not reviewed. Returns whether it changed. */
export async function updateUnreviewed(
  tx: Tx,
  id: string,
  changes: Prisma.CheckinUncheckedUpdateManyInput,
): Promise<boolean> {
  const { count } = await tx.checkin.updateMany({ where: { id, reviewedAt: null }, data: changes });
  return count === 1;
}

/** Keeps the weight change and attention of a check-in current after its predecessor changed. */
export const updateFlags = (
  tx: Tx,
  id: string,
  flags: { weightChangeKg: number | null; attention: boolean },
) => tx.checkin.update({ where: { id }, data: flags });

/**
 * Reviews a check-in only if it is not reviewed yet: a conditional update, so of two reviews
 * exactly one changes the row (the other waits for the row lock, then finds it reviewed).
 */
export async function reviewUnreviewed(
  tx: Tx,
  id: string,
  review: Pick<Checkin, 'feedback' | 'reviewedAt' | 'reviewedByUserId' | 'reviewerName'>,
): Promise<boolean> {
  const { count } = await tx.checkin.updateMany({ where: { id, reviewedAt: null }, data: review });
  return count === 1;
}

/** The `take` check-ins up to and including the one due on `dueDate`, newest first. */
export const checkinsUpTo = (db: Db, clientId: string, dueDate: Date, take: number) =>
  db.checkin.findMany({
    where: { clientId, dueDate: { lte: dueDate } },
    orderBy: { dueDate: 'desc' },
    take,
  });

/** The history rows of her check-ins, newest first (the columns the list shows). */
export const historyOf = (db: Db, clientId: string) =>
  db.checkin.findMany({
    where: { clientId },
    orderBy: { dueDate: 'desc' },
    select: {
      id: true,
      dueDate: true,
      baseline: true,
      late: true,
      missedWeeksBefore: true,
      submittedAt: true,
      reviewedAt: true,
      weightKg: true,
      feedback: true,
    },
  });

export interface QueueRow {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  dueDate: string;
  submittedAt: Date;
  baseline: boolean;
  late: boolean;
  weightKg: number;
  weightChangeKg: number | null;
  missedWeeksBefore: number;
  hadPeriod: boolean | null;
  screeningFlagged: boolean;
  energy: number;
  sleep: number;
  stress: number;
  hunger: number;
  mood: number;
  digestion: number;
  motivation: number;
}

export interface QueueCounts {
  all: number;
  late: number;
  flagged: number;
}

/** The screening-flagged clients (a small set, read from its partial index). */
const FLAGGED_CLIENTS = Prisma.sql`SELECT client_id FROM onboarding WHERE screening_flagged`;

/** Each filter on the queue's partial index checkins_review_queue_idx, without the table. */
const QUEUE_FILTERS: Record<ReviewQueueFilter, Prisma.Sql> = {
  all: Prisma.empty,
  late: Prisma.sql`AND late`,
  flagged: Prisma.sql`AND (attention OR client_id IN (${FLAGGED_CLIENTS}))`,
};

/**
 * How many check-ins wait for review: all, late, and flagged. An index-only scan of the queue's
 * covering index, probing the small set of screening-flagged clients.
 */
const QUEUE_COUNTS = Prisma.sql`
  SELECT count(*)::int AS "all",
         count(*) FILTER (WHERE late)::int AS late,
         count(*) FILTER (WHERE attention OR client_id IN (${FLAGGED_CLIENTS}))::int AS flagged
  FROM checkins WHERE reviewed_at IS NULL`;

export async function queueCounts(db: Db): Promise<QueueCounts> {
  const [row] = await db.$queryRaw<QueueCounts[]>(QUEUE_COUNTS);
  return row;
}

/**
 * A page of the queue and how many check-ins the filter leaves in it (the page's `total`), one
 * statement. The ids and the count come from the partial index checkins_review_queue_idx
 * (submitted_at, id) INCLUDE (client_id, late, attention) WHERE reviewed_at IS NULL, without reading
 * the table; only the page's rows are read and joined with the client's name and screening flag.
 * Every check-in has its client (she submits it from her record; clients are never deleted).
 * Exported for the benchmark's baseline, which runs this same statement.
 */
export const reviewQueueStatement = (filter: ReviewQueueFilter, skip: number, take: number) =>
  Prisma.sql`
    WITH page AS (
      SELECT id FROM checkins WHERE reviewed_at IS NULL ${QUEUE_FILTERS[filter]}
      ORDER BY submitted_at, id LIMIT ${take} OFFSET ${skip}
    ), total AS (
      SELECT count(*)::int AS total FROM checkins WHERE reviewed_at IS NULL ${QUEUE_FILTERS[filter]}
    )
    SELECT total.total, q.*
    FROM total LEFT JOIN LATERAL (
      SELECT c.id, c.client_id AS "clientId", cl.first_name AS "firstName",
             cl.last_name AS "lastName", c.due_date::text AS "dueDate",
             c.submitted_at AS "submittedAt", c.baseline, c.late, c.weight_kg AS "weightKg",
             c.weight_change_kg AS "weightChangeKg",
             c.missed_weeks_before::int AS "missedWeeksBefore", c.had_period AS "hadPeriod",
             COALESCE(o.screening_flagged, false) AS "screeningFlagged",
             c.energy::int AS energy, c.sleep::int AS sleep, c.stress::int AS stress,
             c.hunger::int AS hunger, c.mood::int AS mood, c.digestion::int AS digestion,
             c.motivation::int AS motivation
      FROM page JOIN checkins c ON c.id = page.id
      JOIN clients cl ON cl.client_id = c.client_id
      LEFT JOIN onboarding o ON o.client_id = c.client_id
    ) q ON true
    ORDER BY q."submittedAt", q.id`;

export type QueuePageRow = QueueRow & { total: number };

/** The rows of a queue statement as the page (oldest first) and its total. */
export function queuePageOf(rows: QueuePageRow[]): { rows: QueueRow[]; total: number } {
  const [first] = rows;
  return { rows: first.id === null ? [] : rows, total: first.total };
}

/** A page of submitted, unreviewed check-ins, oldest first, and how many the filter leaves. */
export async function reviewQueue(db: Db, filter: ReviewQueueFilter, skip: number, take: number) {
  return queuePageOf(
    await queryRows<QueuePageRow>(db.pool, reviewQueueStatement(filter, skip, take)),
  );
}

/** The due date of each client's newest check-in (YYYY-MM-DD). */
export async function lastCheckinDates(db: Db, clientIds: string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ clientId: string; dueDate: string }[]>`
    SELECT client_id AS "clientId", max(due_date)::text AS "dueDate" FROM checkins
    WHERE client_id = ANY(${clientIds}::uuid[])
    GROUP BY client_id`;
  return new Map(rows.map((row) => [row.clientId, row.dueDate]));
}
