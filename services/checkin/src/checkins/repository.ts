import type { ReviewQueueFilter } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import { dateOf } from '../dates';
import { Prisma } from '../generated/prisma/client';
import type { Checkin } from '../generated/prisma/client';

// Every read of one client's check-ins walks the unique (client_id, due_date) index.

/** Her newest check-in (the one her schedule counts from), or null. */
export const lastCheckin = (db: Db | Tx, clientId: string) =>
  db.checkin.findFirst({ where: { clientId }, orderBy: { dueDate: 'desc' } });

/** Her first check-in: her baseline, the start every change is measured from. */
export const firstCheckin = (db: Db | Tx, clientId: string) =>
  db.checkin.findFirst({ where: { clientId }, orderBy: { dueDate: 'asc' } });

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

export type NewCheckin = Omit<Prisma.CheckinUncheckedCreateInput, 'id'>;

/**
 * Inserts a week's check-in unless that week has one already (the unique key on client and due
 * date: two tabs or a double tap make one row). Returns whether this call inserted it.
 */
export async function insertCheckin(tx: Tx, checkin: NewCheckin): Promise<boolean> {
  const { count } = await tx.checkin.createMany({ data: [checkin], skipDuplicates: true });
  return count === 1;
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

/** Her check-ins, newest first (all of them, or the newest `take`). */
export const checkinsOf = (db: Db, clientId: string, take?: number) =>
  db.checkin.findMany({ where: { clientId }, orderBy: { dueDate: 'desc' }, take });

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

/**
 * Her check-ins since the newest one that came after a missed week (that one included): her
 * streak, unless she has missed a week since.
 */
export async function checkinsSinceLastMiss(db: Db | Tx, clientId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM checkins
    WHERE client_id = ${clientId}::uuid
      AND due_date >= COALESCE(
        (SELECT max(due_date) FROM checkins
         WHERE client_id = ${clientId}::uuid AND missed_weeks_before > 0),
        '-infinity'::date)`;
  return row.count;
}

/** Her newest reviewed check-in (the latest feedback). */
export const latestReviewed = (db: Db, clientId: string) =>
  db.checkin.findFirst({
    where: { clientId, reviewedAt: { not: null } },
    orderBy: { dueDate: 'desc' },
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

function queueFilter(filter: ReviewQueueFilter): Prisma.Sql {
  switch (filter) {
    case 'all':
      return Prisma.empty;
    case 'late':
      return Prisma.sql`AND c.late`;
    case 'flagged':
      return Prisma.sql`AND (c.attention OR COALESCE(o.screening_flagged, false))`;
  }
}

// The client's name (the read model) and screening flag (onboarding) are joined in the same
// statement: the queue is one round trip, read in order from the partial index
// checkins_review_queue_idx (submitted_at, id) WHERE reviewed_at IS NULL.
const QUEUE_FROM = Prisma.sql`
  FROM checkins c
  JOIN clients cl ON cl.client_id = c.client_id
  LEFT JOIN onboarding o ON o.client_id = c.client_id
  WHERE c.reviewed_at IS NULL`;

/** A page of submitted, unreviewed check-ins, oldest first. */
export function reviewQueue(db: Db, filter: ReviewQueueFilter, skip: number, take: number) {
  return db.$queryRaw<QueueRow[]>`
    SELECT c.id, c.client_id AS "clientId", cl.first_name AS "firstName", cl.last_name AS "lastName",
           c.due_date::text AS "dueDate", c.submitted_at AS "submittedAt", c.baseline, c.late,
           c.weight_kg AS "weightKg", c.weight_change_kg AS "weightChangeKg",
           c.missed_weeks_before::int AS "missedWeeksBefore", c.had_period AS "hadPeriod",
           COALESCE(o.screening_flagged, false) AS "screeningFlagged",
           c.energy::int AS energy, c.sleep::int AS sleep, c.stress::int AS stress,
           c.hunger::int AS hunger, c.mood::int AS mood, c.digestion::int AS digestion,
           c.motivation::int AS motivation
    ${QUEUE_FROM} ${queueFilter(filter)}
    ORDER BY c.submitted_at, c.id
    LIMIT ${take} OFFSET ${skip}`;
}

/** How many check-ins wait for review: all, late, and flagged. */
export async function queueCounts(db: Db) {
  const [row] = await db.$queryRaw<{ all: number; late: number; flagged: number }[]>`
    SELECT count(*)::int AS "all",
           count(*) FILTER (WHERE c.late)::int AS late,
           count(*) FILTER (WHERE c.attention OR COALESCE(o.screening_flagged, false))::int AS flagged
    ${QUEUE_FROM}`;
  return row;
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
