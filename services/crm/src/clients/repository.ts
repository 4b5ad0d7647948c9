import type { BillingStatus, ClientStatus } from '@wellness/contracts';
import { queryRows } from '@wellness/kit';
import type { RawSql } from '@wellness/kit';
import type { Db, Tx } from '../db';
import { Prisma } from '../generated/prisma/client';
import type { TeamMember } from '../generated/prisma/client';
import { COUNT_LIMIT, cappedTotal } from '../capped-total';
import { nameOrEmailContains, searchTerms, whereAll } from '../sql-search';
import type { ClientScope } from './access';
import type { SnapshotClient } from './changes';

export type ClientSort = 'name' | '-name' | 'joined' | '-joined' | 'lastCheckIn' | '-lastCheckIn';

export interface ClientFilter {
  search?: string;
  status?: ClientStatus;
  /** A nutritionist's user id, or `none` for clients without one. */
  nutritionist?: string;
  /** Inclusive day range (YYYY-MM-DD, UTC). */
  joinedFrom?: string;
  joinedTo?: string;
  lastCheckInBefore?: string;
  screening?: 'flagged';
  billing?: BillingStatus;
  /** Clients carrying this tag (already normalised by tagSchema). */
  tag?: string;
  sort: ClientSort;
  page: number;
  pageSize: number;
}

/**
 * A client with her nutritionist's name, left-joined from team_members in the same statement (the
 * table's one round trip; the only read of that table outside team/repository.ts).
 */
export interface ClientRowData {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: ClientStatus;
  joinedAt: Date;
  lastCheckInAt: Date | null;
  screeningFlagged: boolean;
  billingStatus: BillingStatus;
  tags: string[];
  source: string;
  nutritionistUserId: string | null;
  nutritionistFirstName: string | null;
  nutritionistLastName: string | null;
}

// Each sort is served by an index: (last_name, first_name, id), (joined_at, id) and
// (last_check_in_at ASC NULLS FIRST, id), read forwards or backwards.
const ORDER: Record<ClientSort, Prisma.Sql> = {
  name: Prisma.sql`c.last_name ASC, c.first_name ASC, c.id ASC`,
  '-name': Prisma.sql`c.last_name DESC, c.first_name DESC, c.id DESC`,
  joined: Prisma.sql`c.joined_at ASC, c.id ASC`,
  '-joined': Prisma.sql`c.joined_at DESC, c.id DESC`,
  lastCheckIn: Prisma.sql`c.last_check_in_at ASC NULLS FIRST, c.id ASC`,
  '-lastCheckIn': Prisma.sql`c.last_check_in_at DESC NULLS LAST, c.id DESC`,
};
/** The same orders over a page's output columns (re-sorting the page's few rows is free). */
const PAGE_ORDER: Record<ClientSort, Prisma.Sql> = {
  name: Prisma.sql`p."lastName" ASC, p."firstName" ASC, p.id ASC`,
  '-name': Prisma.sql`p."lastName" DESC, p."firstName" DESC, p.id DESC`,
  joined: Prisma.sql`p."joinedAt" ASC, p.id ASC`,
  '-joined': Prisma.sql`p."joinedAt" DESC, p.id DESC`,
  lastCheckIn: Prisma.sql`p."lastCheckInAt" ASC NULLS FIRST, p.id ASC`,
  '-lastCheckIn': Prisma.sql`p."lastCheckInAt" DESC NULLS LAST, p.id DESC`,
};

const DAY_MS = 24 * 3600 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The clients of a scope (see ClientScope in access.ts), as SQL conditions. */
function scopeConditions(scope: ClientScope): Prisma.Sql[] {
  switch (scope.kind) {
    case 'all':
      return [];
    case 'assignedTo':
      return [Prisma.sql`c.nutritionist_user_id = ${scope.nutritionistUserId}::uuid`];
    case 'own':
      return [Prisma.sql`c.user_id = ${scope.userId}::uuid`];
    case 'none':
      return [Prisma.sql`false`];
  }
}

function conditions(scope: ClientScope, filter: ClientFilter): Prisma.Sql[] {
  const where = [
    ...scopeConditions(scope),
    ...nameOrEmailContains('c', searchTerms(filter.search)),
  ];
  if (filter.status) where.push(Prisma.sql`c.status = ${filter.status}::"ClientStatus"`);
  // A scope of one nutritionist's clients takes the place of the nutritionist filter.
  const nutritionist = scope.kind === 'assignedTo' ? undefined : filter.nutritionist;
  if (nutritionist === 'none') where.push(Prisma.sql`c.nutritionist_user_id IS NULL`);
  else if (nutritionist) where.push(Prisma.sql`c.nutritionist_user_id = ${nutritionist}::uuid`);
  if (filter.joinedFrom) where.push(Prisma.sql`c.joined_at >= ${startOfDay(filter.joinedFrom)}`);
  if (filter.joinedTo)
    where.push(
      Prisma.sql`c.joined_at < ${new Date(startOfDay(filter.joinedTo).getTime() + DAY_MS)}`,
    );
  if (filter.lastCheckInBefore)
    where.push(
      Prisma.sql`(c.last_check_in_at IS NULL OR c.last_check_in_at < ${startOfDay(filter.lastCheckInBefore)})`,
    );
  if (filter.screening === 'flagged') where.push(Prisma.sql`c.screening_flagged`);
  if (filter.billing) where.push(Prisma.sql`c.billing_status = ${filter.billing}::"BillingStatus"`);
  // Containment, so the GIN index on tags serves it.
  if (filter.tag) where.push(Prisma.sql`c.tags @> ARRAY[${filter.tag}]::text[]`);
  return where;
}

const ROW_COLUMNS = Prisma.sql`
  c.id, c.user_id AS "userId", c.first_name AS "firstName", c.last_name AS "lastName", c.email,
  c.phone, c.status::text AS status, c.joined_at AS "joinedAt", c.last_check_in_at AS "lastCheckInAt",
  c.screening_flagged AS "screeningFlagged", c.billing_status::text AS "billingStatus",
  c.tags, c.source, c.nutritionist_user_id AS "nutritionistUserId", n.first_name AS "nutritionistFirstName",
  n.last_name AS "nutritionistLastName"`;

/**
 * A page of the client table within a caller's scope (rows with nutritionist names) and the total
 * (capped: capped-total.ts), in one statement and one round trip: the count, with the page joined
 * to it laterally (no page rows past the end: one row carrying just the total). The page is read
 * with one row to spare, which says whether rows follow it.
 *
 * The page is chosen by id first and its rows read after (26 rows, not every row before them, go
 * through the heap and the join): deep pages of the whole table stay an index-only scan. A search
 * materialises its matches from the trigram index before sorting them: otherwise the planner may
 * walk the name index hoping to meet 25 matches early, which for a name search (matches clustered
 * in name order) means reading most of the table.
 *
 * It runs beside Prisma (db.ts) as a prepared statement: for the table's every request Prisma's
 * compiling and reading of the raw query cost more Node time than the rest of the request. A
 * search (its matches materialised first, whatever the values) keeps one plan per connection;
 * the whole table and its filters are planned with their values (a plan made once for any page
 * and filter took 2–2.5 × as long on the bench's data).
 */
export async function listClients(db: Db, scope: ClientScope, filter: ClientFilter) {
  const where = whereAll(conditions(scope, filter));
  const searching = searchTerms(filter.search).length > 0;
  const rows = await queryRows<ClientRowData & { total: number }>(
    searching ? db.pool : db.perCallPlanPool,
    Prisma.sql`
    WITH matches AS ${searching ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`} (
      SELECT c.id, c.last_name, c.first_name, c.joined_at, c.last_check_in_at
      FROM clients c ${where}
    ), page AS (
      SELECT c.id FROM matches c
      ORDER BY ${ORDER[filter.sort]}
      LIMIT ${filter.pageSize + 1} OFFSET ${(filter.page - 1) * filter.pageSize}
    )
    SELECT p.*, t.total
    FROM (SELECT count(*)::int AS total FROM (SELECT 1 FROM matches LIMIT ${COUNT_LIMIT}) m) t
    LEFT JOIN LATERAL (
      SELECT ${ROW_COLUMNS}
      FROM page JOIN clients c ON c.id = page.id
      LEFT JOIN team_members n ON n.user_id = c.nutritionist_user_id
    ) p ON true
    ORDER BY ${PAGE_ORDER[filter.sort]}`,
  );
  const read: ClientRowData[] = rows
    .filter((row) => row.id !== null)
    .map(({ total: _total, ...row }) => row);
  return {
    items: read.slice(0, filter.pageSize),
    ...cappedTotal(rows[0]?.total ?? 0, filter, read.length),
  };
}

/** The rows of an export, in name order. */
export function clientsByIds(db: Db, ids: string[]) {
  return db.$queryRaw<ClientRowData[]>`
    SELECT ${ROW_COLUMNS}
    FROM clients c LEFT JOIN team_members n ON n.user_id = c.nutritionist_user_id
    WHERE c.id = ANY(${ids}::uuid[])
    ORDER BY ${ORDER.name}`;
}

export function findClient(db: Db | Tx, id: string) {
  return db.client.findUnique({ where: { id } });
}

/** These clients as they are now (in the caller's transaction: with its changes). */
export function findClientsByIds(db: Db | Tx, ids: string[]) {
  return db.client.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
}

export function findClientByUserId(db: Db | Tx, userId: string) {
  return db.client.findUnique({ where: { userId } });
}

export function findClientByEmail(db: Db | Tx, email: string) {
  return db.client.findUnique({ where: { email } });
}

/**
 * Serialises the creation of a client for one email inside the caller's transaction (released at
 * commit): converting a lead and approving a registration of the same person never make two.
 */
export async function lockClientEmail(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`client:${email}`}, 0))`;
}

/** The plan offered to her on /subscribe (null: every active plan). */
export const setOfferedPlan = (tx: Tx, id: string, planId: string | null) =>
  tx.client.update({ where: { id }, data: { offeredPlanId: planId } });

/** Locks the client's row until the transaction ends. */
export async function lockClient(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT id FROM clients WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.client.findUnique({ where: { id } });
}

export function createClient(tx: Tx, data: Prisma.ClientUncheckedCreateInput) {
  return tx.client.create({ data });
}

/** A new client of a bulk import (imports/): what the file gives; the rest takes its defaults. */
export interface ImportedClient {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: ClientStatus;
  goals: string | null;
  tags: string[];
  coachUserId: string | null;
  source: string;
  /** Null: now. */
  joinedAt: Date | null;
}

/** What `client.changed` carries of a client's row (SnapshotClient), of the table as `cl`. */
const snapshotColumns = Prisma.sql`
  cl.id::text, cl.user_id::text AS "userId", cl.coach_user_id::text AS "coachUserId",
  cl.nutritionist_user_id::text AS "nutritionistUserId", cl.email, cl.first_name AS "firstName",
  cl.last_name AS "lastName", cl.status::text, cl.tags, cl.joined_at AS "joinedAt"`;

/**
 * Many clients in one statement (a bulk import's batch: one JSON parameter, not 500 × 10 bound
 * values), answered with what `client.changed` carries of them (clients/changes.ts).
 */
export function createClients(tx: RawSql, clients: ImportedClient[]) {
  return tx.$queryRaw<SnapshotClient[]>`
    INSERT INTO clients AS cl (id, first_name, last_name, email, phone, status, goals, tags,
                               coach_user_id, source, joined_at, updated_at)
    SELECT gen_random_uuid(), c."firstName", c."lastName", c.email, c.phone,
           c.status::"ClientStatus", c.goals, c.tags, c."coachUserId", c.source,
           coalesce(c."joinedAt", now()), now()
    FROM jsonb_to_recordset(${JSON.stringify(clients)}::jsonb) AS c(
      "firstName" text, "lastName" text, email text, phone text, status text, goals text,
      tags text[], "coachUserId" uuid, source text, "joinedAt" timestamptz)
    RETURNING ${snapshotColumns}`;
}

/** Empty fields of existing clients filled in (a field absent from a fill stays as it is). */
export interface ClientFill {
  id: string;
  phone?: string | null;
  goals?: string | null;
  tags?: string[];
}

/** Many clients' fills in one statement, answered with what `client.changed` carries of them. */
export async function fillClients(tx: RawSql, fills: ClientFill[]): Promise<SnapshotClient[]> {
  if (!fills.length) return [];
  return tx.$queryRaw<SnapshotClient[]>`
    UPDATE clients cl
    SET phone = coalesce(f.phone, cl.phone), goals = coalesce(f.goals, cl.goals),
        tags = coalesce(f.tags, cl.tags), updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(fills)}::jsonb) AS f(
      id uuid, phone text, goals text, tags text[])
    WHERE cl.id = f.id
    RETURNING ${snapshotColumns}`;
}

/** The clients with these (lower-cased) emails, their rows locked until the transaction ends. */
export function lockClientsByEmails(tx: RawSql, emails: string[]) {
  return tx.$queryRaw<
    { id: string; email: string; phone: string | null; goals: string | null; tags: string[] }[]
  >`
    SELECT id::text, email, phone, goals, tags FROM clients
    WHERE email = ANY(${emails}::text[]) ORDER BY id FOR UPDATE`;
}

/** The names of the clients with these (lower-cased) emails, by email. */
export async function clientNamesByEmails(db: Db, emails: string[]) {
  const clients = await queryRows<{ email: string; name: string }>(
    // Planned on each run: a plan made while the table was small scans it once imports grow it.
    db.perCallPlanPool,
    Prisma.sql`SELECT email, first_name || ' ' || last_name AS name FROM clients
               WHERE email = ANY(${emails}::text[])`,
  );
  return new Map(clients.map((c) => [c.email, c.name]));
}

export function updateClient(tx: Tx, id: string, data: Prisma.ClientUncheckedUpdateInput) {
  return tx.client.update({ where: { id }, data });
}

/** Sets the nutritionist of those clients that have another; returns what each had before. */
export function assignMany(tx: Tx, ids: string[], nutritionistUserId: string | null) {
  return tx.$queryRaw<{ id: string; before: string | null }[]>`
    UPDATE clients c SET nutritionist_user_id = ${nutritionistUserId}::uuid, updated_at = now()
    FROM (SELECT id, nutritionist_user_id AS before FROM clients
          WHERE id = ANY(${ids}::uuid[])
            AND nutritionist_user_id IS DISTINCT FROM ${nutritionistUserId}::uuid
          FOR UPDATE) old
    WHERE c.id = old.id
    RETURNING c.id, old.before::text AS before`;
}

/** Sets the status of those clients that have another; returns what each had before. */
export function setStatusMany(tx: Tx, ids: string[], status: ClientStatus) {
  return tx.$queryRaw<{ id: string; before: ClientStatus }[]>`
    UPDATE clients c SET status = ${status}::"ClientStatus", updated_at = now()
    FROM (SELECT id, status AS before FROM clients
          WHERE id = ANY(${ids}::uuid[]) AND status <> ${status}::"ClientStatus"
          FOR UPDATE) old
    WHERE c.id = old.id
    RETURNING c.id, old.before::text AS before`;
}

/** Unassigns every client of a nutritionist; returns their ids. */
export async function unassignAllOf(tx: Tx, nutritionistUserId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    UPDATE clients SET nutritionist_user_id = NULL, updated_at = now()
    WHERE nutritionist_user_id = ${nutritionistUserId}::uuid
    RETURNING id`;
  return rows.map((row) => row.id);
}

/** Every tag in use, alphabetically, with how many clients carry it. */
export function tagUsage(db: Db): Promise<{ tag: string; clients: number }[]> {
  return db.$queryRaw`
    SELECT tag, count(*)::int AS clients
    FROM clients c CROSS JOIN LATERAL unnest(c.tags) AS tag
    GROUP BY tag
    ORDER BY tag`;
}

export function countActiveClients(db: Db) {
  return db.client.count({ where: { status: 'active' } });
}

/** Clients still with the coach whose health screening waits for her review. */
export function countScreeningsToReview(db: Db) {
  return db.client.count({ where: { screeningFlagged: true, status: { not: 'archived' } } });
}

/**
 * How many clients each member looks after: a nutritionist her assigned clients, a coach the
 * clients she coaches (keyed `role:userId`). Two grouped counts over indexed columns.
 */
export async function assignedClientCounts(
  db: Db | Tx,
  members: Pick<TeamMember, 'userId' | 'role'>[],
): Promise<Map<string, number>> {
  const ids = (role: TeamMember['role']) =>
    members.filter((m) => m.role === role && m.userId).map((m) => m.userId!);
  const [nutritionists, coaches] = await Promise.all([
    db.client.groupBy({
      by: ['nutritionistUserId'],
      where: { nutritionistUserId: { in: ids('nutritionist') } },
      _count: { _all: true },
    }),
    db.client.groupBy({
      by: ['coachUserId'],
      where: { coachUserId: { in: ids('coach') } },
      _count: { _all: true },
    }),
  ]);
  return new Map([
    ...nutritionists.map(
      (row) => [`nutritionist:${row.nutritionistUserId}`, row._count._all] as const,
    ),
    ...coaches.map((row) => [`coach:${row.coachUserId}`, row._count._all] as const),
  ]);
}
