import { IMPORT_LIMITS } from '@wellness/contracts';
import type { Import, ImportProblem } from '@wellness/contracts';
import { fullName } from '../people';
import type { FileRow } from './parse/rows';
import { checkRow, recordValues } from './records';
import type { RowReading } from './records';

export type ImportPreview = Import['preview'];
type Duplicate = ImportPreview['duplicates'][number];

/** The emails among these that are already a client (or lead), with her name. */
export type ExistingByEmail = (emails: string[]) => Promise<Map<string, string>>;

/** How many rows' emails are looked up at once. */
const LOOKUP_BATCH = 1000;
/** How many duplicates the preview lists (their count is complete). */
const LISTED_DUPLICATES = 200;

/**
 * The preview of a file under a mapping, from one pass over its rows: the first rows as they will
 * be stored, every row with a problem (the first ones listed, all counted), and the duplicates, by
 * email, within the file and against the records that exist.
 */
export async function buildPreview(
  rows: AsyncIterable<FileRow> | Iterable<FileRow>,
  reading: RowReading,
  existingByEmail: ExistingByEmail,
): Promise<ImportPreview> {
  const preview: ImportPreview = {
    rows: [],
    problems: [],
    problemRows: 0,
    duplicates: [],
    duplicateRows: 0,
  };
  const addDuplicate = (duplicate: Duplicate) => {
    preview.duplicateRows += 1;
    if (preview.duplicates.length < LISTED_DUPLICATES) preview.duplicates.push(duplicate);
  };
  const addProblems = (problems: ImportProblem[]) => {
    preview.problemRows += 1;
    for (const problem of problems)
      if (preview.problems.length < IMPORT_LIMITS.previewProblems) preview.problems.push(problem);
  };
  const seen = new Set<string>();
  let pending: { row: number; email: string; name: string }[] = [];
  const lookUp = async () => {
    const existing = await existingByEmail(pending.map((p) => p.email));
    for (const p of pending)
      if (existing.has(p.email))
        addDuplicate({
          row: p.row,
          email: p.email,
          against: 'existing',
          name: existing.get(p.email)!,
        });
    pending = [];
  };

  for await (const row of rows) {
    const checked = checkRow(reading, row);
    if (!checked.ok) {
      addProblems(checked.problems);
      continue;
    }
    const { record } = checked;
    if (preview.rows.length < IMPORT_LIMITS.previewRows)
      preview.rows.push({ row: row.row, values: recordValues(record, reading.kind) });
    if (seen.has(record.email)) {
      addDuplicate({ row: row.row, email: record.email, against: 'file', name: fullName(record) });
      continue;
    }
    seen.add(record.email);
    pending.push({ row: row.row, email: record.email, name: fullName(record) });
    if (pending.length >= LOOKUP_BATCH) await lookUp();
  }
  if (pending.length) await lookUp();
  preview.duplicates.sort((a, b) => a.row - b.row);
  return preview;
}
