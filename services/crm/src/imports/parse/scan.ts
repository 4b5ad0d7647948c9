import type { Readable } from 'node:stream';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import { dateOrderEvidence, dateOrderOf } from './dates';
import type { DateOrder } from './dates';
import { openRows } from './file-rows';
import type { FileFormat, FileRow } from './rows';

/** What reading the whole file once tells: its format, header, size and date order per column. */
export interface FileScan {
  format: FileFormat;
  headers: string[];
  totalRows: number;
  /** Columns whose numeric dates are month first (all others: day first). */
  dateOrders: Record<number, DateOrder>;
  /** The rows themselves, for a file of at most `keptRows` rows (null: read the file again). */
  rows: FileRow[] | null;
}

/**
 * A file of up to this many rows (a few megabytes of cells) is kept in memory by its scan, so that
 * its preview reads them instead of reading and parsing the file a second time.
 */
export const KEPT_ROWS = 20_000;

/**
 * Reads a file once, as it arrives: its header and format, how many rows it has (413 past the
 * limit, at once), and, for every column, whether a date in it proves the day-month order.
 */
export async function scanFile(
  bytes: Readable,
  type: FileFormat['type'],
  maxRows: number = IMPORT_LIMITS.maxRows,
  keptRows: number = KEPT_ROWS,
): Promise<FileScan> {
  const format: FileFormat = { type, delimiter: null, encoding: null };
  const { headers, rows } = await openRows(bytes, format);
  const evidence = headers.map(() => ({ dmy: false, mdy: false }));
  let totalRows = 0;
  let kept: FileRow[] | null = [];
  for await (const row of rows) {
    const { cells } = row;
    totalRows += 1;
    if (totalRows > maxRows) {
      await rows.return(undefined);
      throw new DomainError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooManyRows);
    }
    if (kept && totalRows > keptRows) kept = null;
    kept?.push(row);
    for (let i = 0; i < evidence.length; i++) {
      const order = cells[i] ? dateOrderEvidence(cells[i]!) : null;
      if (order) evidence[i]![order] = true;
    }
  }
  if (totalRows === 0) throw new DomainError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  const dateOrders: Record<number, DateOrder> = {};
  evidence.forEach((seen, index) => {
    if (dateOrderOf(seen) === 'mdy') dateOrders[index] = 'mdy';
  });
  return { format, headers, totalRows, dateOrders, rows: kept };
}
