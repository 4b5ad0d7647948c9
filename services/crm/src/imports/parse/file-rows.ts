import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import { csvRows } from './csv-rows';
import { xlsxRows } from './xlsx-rows';
import { isBlankRow } from './rows';
import type { FileFormat, FileRow } from './rows';

/** A file's header (its first row that is not blank) and the rows under it, blank ones skipped. */
export interface HeaderAndRows {
  headers: string[];
  rows: AsyncGenerator<FileRow>;
}

/** Opens a CSV or XLSX file's rows; `format` is filled in as it is read. */
export async function openRows(bytes: Readable, format: FileFormat): Promise<HeaderAndRows> {
  const all = format.type === 'csv' ? csvRows(bytes, format) : xlsxRows(bytes, format);
  for (let next = await all.next(); !next.done; next = await all.next()) {
    if (isBlankRow(next.value.cells)) continue;
    const headers = next.value.cells.map((cell) => cell.trim());
    return { headers, rows: dataRows(all) };
  }
  throw new DomainError('BAD_REQUEST', IMPORT_MESSAGES.empty);
}

async function* dataRows(all: AsyncGenerator<FileRow>): AsyncGenerator<FileRow> {
  for await (const row of all) if (!isBlankRow(row.cells)) yield row;
}
