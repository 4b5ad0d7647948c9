import type { LeadStatus } from '@wellness/contracts';
import { queryRows } from '@wellness/kit';
import type { RawSql } from '@wellness/kit';
import type { Db, Tx } from '../db';
import { Prisma } from '../generated/prisma/client';
import { nameOrEmailContains, searchTerms, whereAll } from '../sql-search';

export interface LeadFilter {
  search?: string;
  status?: LeadStatus;
  source?: string;
  sort: 'newest' | 'oldest';
  page: number;
  pageSize: number;
}

export interface LeadRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: LeadStatus;
  source: string;
  lostReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type LeadSearch = Pick<LeadFilter, 'search' | 'status' | 'source' | 'sort'>;

function whereOf(filter: LeadSearch) {
  const conditions = nameOrEmailContains('l', searchTerms(filter.search));
  if (filter.status) conditions.push(Prisma.sql`l.status = ${filter.status}::"LeadStatus"`);
  if (filter.source) conditions.push(Prisma.sql`l.source = ${filter.source}`);
  return whereAll(conditions);
}

const orderOf = (filter: LeadSearch) =>
  filter.sort === 'oldest'
    ? Prisma.sql`l.created_at ASC, l.id ASC`
    : Prisma.sql`l.created_at DESC, l.id DESC`;

const ROW_COLUMNS = Prisma.sql`
  l.id, l.first_name AS "firstName", l.last_name AS "lastName", l.email, l.phone,
  l.status::text AS status, l.source, l.lost_reason AS "lostReason",
  l.created_at AS "createdAt", l.updated_at AS "updatedAt"`;

/** A page of leads: one query for the rows, one for the total (run side by side). */
export async function listLeads(db: Db, filter: LeadFilter) {
  const where = whereOf(filter);
  const [items, counted] = await Promise.all([
    db.$queryRaw<LeadRow[]>`
      SELECT ${ROW_COLUMNS} FROM leads l ${where}
      ORDER BY ${orderOf(filter)}
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM leads l ${where}`,
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}

export interface LeadExportRow extends LeadRow {
  answers: Record<string, unknown>;
}

/** Every lead the filter matches, with the discovery answers, up to `limit`. */
export function leadsForExport(db: Db, filter: LeadSearch, limit: number) {
  return db.$queryRaw<LeadExportRow[]>`
    SELECT ${ROW_COLUMNS}, l.answers FROM leads l ${whereOf(filter)}
    ORDER BY ${orderOf(filter)}
    LIMIT ${limit}`;
}

export function findLead(db: Db | Tx, id: string) {
  return db.lead.findUnique({ where: { id } });
}

/** Locks the lead's row until the transaction ends (changes to one lead are serialised). */
export async function lockLead(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT id FROM leads WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.lead.findUnique({ where: { id } });
}

/**
 * Serialises the leads of one email inside the caller's transaction (released at commit), so two
 * simultaneous discovery requests from the same person end up as one lead.
 */
export async function lockLeadEmail(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`lead:${email}`}, 0))`;
}

/** Lead statuses that still count as "open": a new request from the same email updates that lead. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'call_booked'] as const;

/** The newest open lead with this email, if any. */
export function findOpenLeadByEmail(tx: Tx, email: string) {
  return tx.lead.findFirst({
    where: { email, status: { in: [...OPEN_LEAD_STATUSES] } },
    orderBy: { createdAt: 'desc' },
    select: { id: true },
  });
}

export function createLead(tx: Tx, data: Prisma.LeadUncheckedCreateInput) {
  return tx.lead.create({ data });
}

/** A new lead of a bulk import (imports/): what the file gives; the rest takes its defaults. */
export interface ImportedLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: LeadStatus;
  source: string;
  /** Null: now. */
  createdAt: Date | null;
}

/** Many leads in one statement (a bulk import's batch), answered with their ids and emails. */
export function createLeads(tx: RawSql, leads: ImportedLead[]) {
  return tx.$queryRaw<{ id: string; email: string }[]>`
    INSERT INTO leads (id, first_name, last_name, email, phone, status, source, created_at,
                       updated_at)
    SELECT gen_random_uuid(), l."firstName", l."lastName", l.email, l.phone,
           l.status::"LeadStatus", l.source, coalesce(l."createdAt", now()), now()
    FROM jsonb_to_recordset(${JSON.stringify(leads)}::jsonb) AS l(
      "firstName" text, "lastName" text, email text, phone text, status text, source text,
      "createdAt" timestamptz)
    RETURNING id::text, email`;
}

/** The newest lead of each of these (lower-cased) emails, their rows locked until the transaction ends. */
export async function lockLeadsByEmails(tx: RawSql, emails: string[]) {
  await tx.$queryRaw`SELECT id FROM leads WHERE email = ANY(${emails}::text[]) ORDER BY id FOR UPDATE`;
  return tx.$queryRaw<{ id: string; email: string; phone: string | null }[]>`
    SELECT DISTINCT ON (email) id::text, email, phone FROM leads
    WHERE email = ANY(${emails}::text[])
    ORDER BY email, created_at DESC`;
}

/** Empty phones of existing leads filled in, in one statement. */
export async function fillLeadPhones(tx: RawSql, fills: { id: string; phone: string }[]) {
  if (!fills.length) return;
  await tx.$executeRaw`
    UPDATE leads l SET phone = f.phone, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(fills)}::jsonb) AS f(id uuid, phone text)
    WHERE l.id = f.id`;
}

/** The names of the leads with these (lower-cased) emails, by email. */
export async function leadNamesByEmails(db: Db, emails: string[]) {
  const leads = await queryRows<{ email: string; name: string }>(
    // Planned on each run: a plan made while the table was small scans it once imports grow it.
    db.perCallPlanPool,
    Prisma.sql`SELECT email, first_name || ' ' || last_name AS name FROM leads
               WHERE email = ANY(${emails}::text[])`,
  );
  return new Map(leads.map((l) => [l.email, l.name]));
}

export function updateLead(tx: Tx, id: string, data: Prisma.LeadUncheckedUpdateInput) {
  return tx.lead.update({ where: { id }, data });
}

export function countLeadsSince(db: Db, since: Date) {
  return db.lead.count({ where: { createdAt: { gte: since } } });
}

/** How many leads are in each status (statuses without leads are absent). */
export async function leadCountsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.lead.groupBy({ by: ['status'], _count: { _all: true } });
  return Object.fromEntries(rows.map((row) => [row.status, row._count._all]));
}

/** The newest leads, for the activity feed's "new lead" entries. */
export function latestLeads(db: Db, limit: number) {
  return db.lead.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, firstName: true, lastName: true, source: true, createdAt: true },
  });
}
