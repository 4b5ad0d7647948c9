import type { RawSql } from '@wellness/kit';
import type { Db } from '../db';

/** The import_rows table: what the job did with each row of a file. */

export interface ImportRowInput {
  importId: string;
  rowNumber: number;
  outcome: 'created' | 'updated' | 'skipped' | 'rejected';
  recordId: string | null;
  reason: string | null;
  cells: string[];
}

/** A batch's rows in one statement (one JSON parameter: a batch is hundreds of rows). */
export async function recordImportRows(tx: RawSql, rows: ImportRowInput[]) {
  if (!rows.length) return;
  await tx.$executeRaw`
    INSERT INTO import_rows (import_id, row_number, outcome, record_id, reason, cells)
    SELECT r."importId", r."rowNumber", r.outcome::"ImportRowOutcome", r."recordId", r.reason,
           r.cells
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
      "importId" uuid, "rowNumber" int, outcome text, "recordId" uuid, reason text, cells text[])`;
}

/** The rejected rows of an import in row order, a page at a time (from after `afterRow`). */
export function rejectedRows(db: Db, importId: string, afterRow: number, limit: number) {
  return db.importRow.findMany({
    where: { importId, outcome: 'rejected', rowNumber: { gt: afterRow } },
    orderBy: { rowNumber: 'asc' },
    take: limit,
    select: { rowNumber: true, reason: true, cells: true },
  });
}
