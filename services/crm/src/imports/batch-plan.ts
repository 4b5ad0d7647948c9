import type { ImportRecord, RowReading } from './records';
import { checkRow, reasonOf } from './records';
import type { FileRow } from './parse/rows';

export type PlannedRow =
  | { row: number; ok: false; reason: string; cells: string[] }
  | { row: number; ok: true; record: ImportRecord };

/** What one row of a batch became, to be written to import_rows. */
export interface RowOutcome {
  row: number;
  outcome: 'created' | 'updated' | 'skipped' | 'rejected';
  recordId: string | null;
  reason: string | null;
  cells?: string[];
}

/** A batch's rows checked, in file order. */
export const planRows = (reading: RowReading, rows: FileRow[]): PlannedRow[] =>
  rows.map((fileRow) => {
    const checked = checkRow(reading, fileRow);
    return checked.ok
      ? { row: fileRow.row, ok: true, record: checked.record }
      : { row: fileRow.row, ok: false, reason: reasonOf(checked.problems), cells: fileRow.cells };
  });

export const emailsOf = (planned: PlannedRow[]) => [
  ...new Set(planned.flatMap((p) => (p.ok ? [p.record.email] : []))),
];

/**
 * The fields of `current` that are empty and that `incoming` has (the "fill in empty fields only"
 * duplicate policy): never overwrites anything the coach already has.
 */
export function emptyFieldsFilled<T extends Record<string, unknown>>(
  current: T,
  incoming: Partial<T>,
  fields: (keyof T)[],
): Partial<T> {
  const isEmpty = (value: unknown) =>
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && !value.length);
  const fill: Partial<T> = {};
  for (const field of fields)
    if (isEmpty(current[field]) && !isEmpty(incoming[field])) fill[field] = incoming[field];
  return fill;
}

/** Tallies a batch's outcomes for the import's counts. */
export function countOutcomes(outcomes: RowOutcome[]) {
  const counts = { created: 0, updated: 0, skipped: 0, rejected: 0 };
  for (const { outcome } of outcomes) counts[outcome] += 1;
  return counts;
}
