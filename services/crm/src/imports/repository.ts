import type { ImportStatus } from '@wellness/contracts';
import type { RawSql } from '@wellness/kit';
import type { Db, Tx } from '../db';
import type { Prisma } from '../generated/prisma/client';

/** The imports table (one row per uploaded file): the only code that reads or writes it. */

export function createImportRecord(db: Db | Tx, data: Prisma.ImportUncheckedCreateInput) {
  return db.import.create({ data });
}

export function findImport(db: Db | Tx, id: string) {
  return db.import.findUnique({ where: { id } });
}

/** Locks the import's row until the transaction ends: the API and the job change it in turn. */
export async function lockImport(tx: Tx, id: string) {
  if (!(await lockImportProgress(tx, id))) return null;
  return tx.import.findUnique({ where: { id } });
}

export function updateImport(db: Db | Tx, id: string, data: Prisma.ImportUncheckedUpdateInput) {
  return db.import.update({ where: { id }, data });
}

/** A coach's imports, newest first. */
export function importsOf(db: Db, coachUserId: string, limit: number) {
  return db.import.findMany({
    where: { coachUserId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    omit: { preview: true, mapping: true, headers: true },
  });
}

/** A batch's first step: the import's row locked until the transaction ends, and where it stands. */
export async function lockImportProgress(tx: RawSql, id: string) {
  const [row] = await tx.$queryRaw<{ status: ImportStatus; checkpointRow: number }[]>`
    SELECT status::text, checkpoint_row AS "checkpointRow" FROM imports
    WHERE id = ${id}::uuid FOR UPDATE`;
  return row ?? null;
}

/** Counts a batch's outcomes into the import and moves its checkpoint, in the batch's transaction. */
export async function advanceCheckpoint(
  tx: RawSql,
  id: string,
  batch: {
    lastRow: number;
    rows: number;
    created: number;
    updated: number;
    skipped: number;
    rejected: number;
  },
) {
  await tx.$executeRaw`
    UPDATE imports
    SET checkpoint_row = ${batch.lastRow}::int, rows_done = rows_done + ${batch.rows}::int,
        created = created + ${batch.created}::int, updated = updated + ${batch.updated}::int,
        skipped = skipped + ${batch.skipped}::int, rejected = rejected + ${batch.rejected}::int,
        updated_at = now()
    WHERE id = ${id}::uuid`;
}

export const setImportStatus = (
  db: Db | Tx,
  id: string,
  status: ImportStatus,
  extra: Prisma.ImportUncheckedUpdateInput = {},
) => db.import.update({ where: { id }, data: { status, ...extra } });
