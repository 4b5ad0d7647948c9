import type { ClientSnapshot } from '@wellness/contracts';
import { clientSnapshotUpsert } from '@wellness/kit';
import type { Db, Tx } from '../db';
import { dateOf } from '../dates';
import { Prisma } from '../generated/prisma/client';

/** Applies a client's snapshot from crm (kit clientSnapshotUpsert); her schedule columns stay. */
export async function applySnapshot(
  tx: Tx,
  client: ClientSnapshot,
  occurredAt: Date,
): Promise<boolean> {
  const { sql, values } = clientSnapshotUpsert(client, occurredAt);
  return (await tx.$executeRawUnsafe(sql, ...values)) === 1;
}

export const findClient = (db: Db | Tx, clientId: string) =>
  db.client.findUnique({ where: { clientId } });

export const findClientByUserId = (db: Db | Tx, userId: string) =>
  db.client.findUnique({ where: { userId } });

/** Her check-in day and time zone (from onboarding) and the due date they give. */
export const setSchedule = (
  tx: Tx,
  clientId: string,
  schedule: { checkinDay: number; timeZone: string; nextDueDate: string | null },
) =>
  tx.client.update({
    where: { clientId },
    data: {
      checkinDay: schedule.checkinDay,
      timeZone: schedule.timeZone,
      nextDueDate: schedule.nextDueDate ? dateOf(schedule.nextDueDate) : null,
    },
  });

/**
 * The first scheduled due date after her last check-in, set if `when` holds: a step of the
 * statement that submits her week (checkins/repository.ts submitWeek).
 */
export const nextDueDateUpdate = (clientId: string, nextDueDate: string, when: Prisma.Sql) =>
  Prisma.sql`UPDATE clients SET next_due_date = ${nextDueDate}::date
             WHERE client_id = ${clientId}::uuid AND ${when}`;

export interface OverdueClient {
  clientId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD */
  nextDueDate: string;
  /** Her date now (YYYY-MM-DD, her time zone). */
  today: string;
  lastNudgedAt: Date | null;
}

const todayIn = (now: Date, defaultTimeZone: string) =>
  Prisma.sql`(${now}::timestamptz AT TIME ZONE COALESCE(time_zone, ${defaultTimeZone}))::date`;

/**
 * Active clients whose due date after their last check-in has passed in their own time zone (the
 * business's when they have none), oldest due first; or just the one named. Served by the
 * (status, next_due_date) index.
 */
export function overdueClients(db: Db, now: Date, defaultTimeZone: string, clientId?: string) {
  return db.$queryRaw<OverdueClient[]>`
    SELECT client_id AS "clientId", user_id AS "userId", first_name AS "firstName",
           last_name AS "lastName", email, next_due_date::text AS "nextDueDate",
           ${todayIn(now, defaultTimeZone)}::text AS today, last_nudged_at AS "lastNudgedAt"
    FROM clients
    WHERE status = 'active' AND next_due_date IS NOT NULL
      AND next_due_date < ${todayIn(now, defaultTimeZone)}
      ${clientId ? Prisma.sql`AND client_id = ${clientId}::uuid` : Prisma.empty}
    ORDER BY next_due_date, last_name, first_name, client_id`;
}

export async function countOverdueClients(db: Db, now: Date, defaultTimeZone: string) {
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM clients
    WHERE status = 'active' AND next_due_date IS NOT NULL
      AND next_due_date < ${todayIn(now, defaultTimeZone)}`;
  return row.count;
}

/**
 * Records a nudge unless she was nudged since `notSince` (a conditional update, so a double click
 * sends one email). Returns whether this call recorded it.
 */
export async function markNudged(tx: Tx, clientId: string, at: Date, notSince: Date) {
  const { count } = await tx.client.updateMany({
    where: {
      clientId,
      OR: [{ lastNudgedAt: null }, { lastNudgedAt: { lt: notSince } }],
    },
    data: { lastNudgedAt: at },
  });
  return count === 1;
}

/** A client reminders are for: active, with an account, and a schedule (she has checked in). */
export interface ScheduledClient {
  clientId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The first due date after her last check-in (YYYY-MM-DD). */
  nextDueDate: string;
  /** Hers, or the business's when she has none. */
  timeZone: string;
}

const scheduledColumns = (defaultTimeZone: string) => Prisma.sql`
  client_id AS "clientId", user_id AS "userId", first_name AS "firstName",
  last_name AS "lastName", email, next_due_date::text AS "nextDueDate",
  COALESCE(time_zone, ${defaultTimeZone}) AS "timeZone"`;
const isScheduled = Prisma.sql`
  status = 'active' AND user_id IS NOT NULL AND next_due_date IS NOT NULL`;

/** Every client reminders are for (the (status, next_due_date) index serves it). */
export function scheduledClients(db: Db, defaultTimeZone: string) {
  return db.$queryRaw<ScheduledClient[]>`
    SELECT ${scheduledColumns(defaultTimeZone)} FROM clients WHERE ${isScheduled}
    ORDER BY next_due_date, client_id`;
}

/**
 * One client reminders are for, or null; her row is share-locked until the transaction ends, so
 * a check-in (which moves her next due date) either committed before this read or waits for it.
 */
export async function lockScheduledClient(tx: Tx, clientId: string, defaultTimeZone: string) {
  const [client] = await tx.$queryRaw<ScheduledClient[]>`
    SELECT ${scheduledColumns(defaultTimeZone)} FROM clients
    WHERE client_id = ${clientId}::uuid AND ${isScheduled}
    FOR SHARE`;
  return client ?? null;
}
