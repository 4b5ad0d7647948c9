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

/** A row's outcome while its batch is written: a new record's id is known once it is inserted. */
export type PendingOutcome = RowOutcome & { email?: string };

/** What a batch's rows come to before anything is written. */
export interface SortedRows<Data, Fill> {
  outcomes: PendingOutcome[];
  /** New records by email: the first row of an email no record has. */
  toCreate: Map<string, Data>;
  /** Empty fields of existing records to fill in, by record id. */
  fills: Map<string, Fill>;
}

/**
 * Sorts a batch's checked rows, in file order: rejected; new; or duplicates, by email against
 * existing records and earlier rows, skipped or ("fill in empty fields only") filling that record's
 * or that earlier row's empty fields.
 */
export function sortRows<Data extends object, Existing extends { id: string }, Fill extends object>(
  planned: PlannedRow[],
  existing: Map<string, Existing>,
  options: {
    duplicates: 'skip' | 'fill_empty';
    /** "client" or "lead", as the reasons name them. */
    noun: string;
    dataOf: (record: ImportRecord) => Data;
    fillOf: (target: Existing | Data, record: ImportRecord) => Fill;
  },
): SortedRows<Data, Fill> {
  const sorted: SortedRows<Data, Fill> = { outcomes: [], toCreate: new Map(), fills: new Map() };
  const { outcomes, toCreate, fills } = sorted;
  for (const p of planned) {
    if (!p.ok) {
      outcomes.push({
        row: p.row,
        outcome: 'rejected',
        recordId: null,
        reason: p.reason,
        cells: p.cells,
      });
      continue;
    }
    const { record } = p;
    const { email } = record;
    const current = existing.get(email);
    const pending = toCreate.get(email);
    if (!current && !pending) {
      toCreate.set(email, options.dataOf(record));
      outcomes.push({ row: p.row, outcome: 'created', recordId: null, reason: null, email });
      continue;
    }
    const against = current
      ? `This email is already a ${options.noun}`
      : 'An earlier row has this email';
    const fill =
      options.duplicates === 'fill_empty'
        ? options.fillOf(current ? { ...current, ...fills.get(current.id) } : pending!, record)
        : ({} as Fill);
    const recordId = current?.id ?? null;
    if (!Object.keys(fill).length) {
      outcomes.push({ row: p.row, outcome: 'skipped', recordId, reason: against, email });
      continue;
    }
    if (current) fills.set(current.id, { ...fills.get(current.id), ...fill });
    else Object.assign(pending!, fill);
    const reason = `${against}: filled in ${Object.keys(fill).join(', ')}`;
    outcomes.push({ row: p.row, outcome: 'updated', recordId, reason, email });
  }
  return sorted;
}
