import type { Db, Tx } from '../db';
import { Prisma } from '../generated/prisma/client';
import type { DataRequestType, DataRequester } from '../generated/prisma/client';
import type { ErasureSubject } from './erasure-repository';

/** The only code that touches data_requests. */

const WITH_CONFIRMATIONS = {
  confirmations: { orderBy: { service: 'asc' } },
} as const satisfies Prisma.DataRequestInclude;

export type DataRequestRow = Prisma.DataRequestGetPayload<{ include: typeof WITH_CONFIRMATIONS }>;

export function createDataRequest(
  tx: Tx,
  data: {
    type: DataRequestType;
    clientId: string;
    requestedBy: DataRequester;
    requestedByUserId: string;
    dueAt: Date;
  },
): Promise<DataRequestRow> {
  return tx.dataRequest.create({ data, include: WITH_CONFIRMATIONS });
}

export function findDataRequest(db: Db | Tx, id: string): Promise<DataRequestRow | null> {
  return db.dataRequest.findUnique({ where: { id }, include: WITH_CONFIRMATIONS });
}

/** Locks the request's row until the transaction ends (execute and the saga's steps serialise). */
export async function lockDataRequest(tx: Tx, id: string): Promise<DataRequestRow | null> {
  await tx.$queryRaw`SELECT id FROM data_requests WHERE id = ${id}::uuid FOR UPDATE`;
  return findDataRequest(tx, id);
}

/** Requests, soonest deadline first among the open ones, then the newest closed ones. */
export function listDataRequests(db: Db, filter: { clientId?: string }, limit: number) {
  return db.dataRequest.findMany({
    where: filter.clientId ? { clientId: filter.clientId } : {},
    include: WITH_CONFIRMATIONS,
    orderBy: [{ completedAt: { sort: 'desc', nulls: 'first' } }, { dueAt: 'asc' }, { id: 'asc' }],
    take: limit,
  });
}

export function markExecuted(
  tx: Tx,
  id: string,
  data: { executedAt: Date; executedByUserId: string; archiveId?: string },
) {
  return tx.dataRequest.update({ where: { id }, data: { ...data, status: 'in_progress' } });
}

export function markCompleted(tx: Tx, id: string, completedAt: Date) {
  return tx.dataRequest.update({
    where: { id },
    data: { status: 'done', completedAt, stuckAt: null },
  });
}

/** The export's archive failed: the coach can see it and ask again. */
export function markFailed(tx: Tx, id: string) {
  return tx.dataRequest.update({ where: { id }, data: { status: 'failed' } });
}

export function markStuck(tx: Tx, id: string, at: Date) {
  return tx.dataRequest.updateMany({ where: { id, stuckAt: null }, data: { stuckAt: at } });
}

/** The export request of an archive (the archives feature's assembly marks it ready). */
export function findExportRequestByArchive(db: Db | Tx, archiveId: string) {
  return db.dataRequest.findFirst({ where: { archiveId, type: 'export' } });
}

/** Whether an erasure of this client has been carried out (she can ask for nothing more). */
export async function hasExecutedErasure(db: Db | Tx, clientId: string): Promise<boolean> {
  const done = await db.dataRequest.count({
    where: { clientId, type: 'erasure', executedAt: { not: null } },
  });
  return done > 0;
}

/** Keeps her ids and address while the saga runs (null: cleared once every service confirmed). */
export function setErasureSubject(tx: Tx, id: string, subject: ErasureSubject | null) {
  return tx.dataRequest.update({
    where: { id },
    data: { erasureSubject: subject ? { ...subject } : Prisma.DbNull },
  });
}

export function erasureSubjectOf(row: { erasureSubject: unknown }): ErasureSubject | null {
  return (row.erasureSubject as ErasureSubject | null) ?? null;
}

export function findDataRequestsByIds(db: Db | Tx, ids: string[]) {
  return db.dataRequest.findMany({ where: { id: { in: [...new Set(ids)] } } });
}

/**
 * Settles the export requests of archives that have just finished, in the transaction that ends
 * them (archives feature): done when the archive is ready (at its completion, when her 24-hour
 * link was issued), failed when it failed (she can ask again). Requests are only read elsewhere.
 */
export function settleExportRequests(
  tx: Tx,
  archiveIds: string[],
  outcome: 'done' | 'failed',
  at: Date,
) {
  return tx.dataRequest.updateMany({
    where: { archiveId: { in: archiveIds }, type: 'export', status: 'in_progress' },
    data: { status: outcome, completedAt: at },
  });
}
