import type { ArchiveStatus } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import type { Prisma } from '../generated/prisma/client';

/** The archives table: one row per backup or client export, from its request to its expiry. */

export type ArchiveRow = Prisma.ArchiveGetPayload<{ include: { parts: true } }>;

/** Statuses of an archive still being made. */
export const RUNNING: ArchiveStatus[] = ['gathering', 'assembling'];

export function insertArchive(tx: Tx, data: Prisma.ArchiveUncheckedCreateInput) {
  return tx.archive.create({ data, include: { parts: true } });
}

export function findArchive(db: Db | Tx, id: string): Promise<ArchiveRow | null> {
  return db.archive.findUnique({ where: { id }, include: { parts: true } });
}

/**
 * Locks the row for the rest of the transaction (parts arriving together are counted in turn);
 * its status, or null when there is no such archive.
 */
export async function lockArchiveStatus(tx: Tx, id: string): Promise<ArchiveStatus | null> {
  const rows = await tx.$queryRaw<{ status: ArchiveStatus }[]>`
    SELECT status::text AS status FROM archives WHERE id = ${id}::uuid FOR UPDATE`;
  return rows[0]?.status ?? null;
}

export function listBackups(db: Db, limit: number): Promise<ArchiveRow[]> {
  return db.archive.findMany({
    where: { kind: 'backup' },
    include: { parts: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: limit,
  });
}

export function findRunningBackup(tx: Tx) {
  return tx.archive.findFirst({ where: { kind: 'backup', status: { in: RUNNING } } });
}

export function setArchiveStatus(
  tx: Db | Tx,
  id: string,
  from: ArchiveStatus[],
  data: Prisma.ArchiveUncheckedUpdateManyInput,
): Promise<number> {
  return tx.archive
    .updateMany({ where: { id, status: { in: from } }, data })
    .then((result) => result.count);
}

/**
 * Fails an archive still being made; its passphrase is forgotten. Through failure.ts, which
 * settles a client export's request with it.
 */
export function failArchive(tx: Tx, id: string, error: string, at: Date) {
  return setArchiveStatus(tx, id, RUNNING, {
    status: 'failed',
    error: error.slice(0, 1000),
    sealedPassphrase: null,
    completedAt: at,
  });
}

/** The archives failed since `since` (their files may still be in the store). */
export function failedSince(db: Db, since: Date) {
  return db.archive.findMany({
    where: { status: 'failed', completedAt: { gte: since } },
    select: { id: true },
  });
}

/** The archives whose parts have not all come in since `before`. */
export async function staleArchiveIds(tx: Tx, before: Date): Promise<string[]> {
  const stale = await tx.archive.findMany({
    where: { status: 'gathering', createdAt: { lt: before } },
    select: { id: true },
  });
  return stale.map(({ id }) => id);
}

export function setProgress(db: Db, id: string, progress: number) {
  return db.archive.updateMany({
    where: { id, status: 'assembling' },
    data: { progress: Math.min(1, Math.max(0, progress)) },
  });
}

/** The ready backups beyond the newest `keep`: to be deleted. */
export function backupsBeyond(tx: Tx, keep: number) {
  return tx.archive.findMany({
    where: { kind: 'backup', status: 'ready' },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    skip: keep,
    select: { id: true, fileKey: true },
  });
}

/** Marks backups expired once their files are to be deleted. */
export function expireArchives(tx: Tx, ids: string[]) {
  return tx.archive.updateMany({
    where: { id: { in: ids }, status: 'ready' },
    data: { status: 'expired', fileKey: null },
  });
}
