import type { Readable } from 'node:stream';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import { dateOrderEvidence, dateOrderOf } from './dates';
import type { DateOrder } from './dates';
import { openRows } from './file-rows';
import type { FileFormat } from './rows';

/** What reading the whole file once tells: its format, header, size and date order per column. */
export interface FileScan {
  format: FileFormat;
  headers: string[];
  totalRows: number;
  /** Columns whose numeric dates are month first (all others: day first). */
  dateOrders: Record<number, DateOrder>;
}

/**
 * Reads a file once, as it arrives: its header and format, how many rows it has (413 past the
 * limit, at once), and, for every column, whether a date in it proves the day-month order.
 */
export async function scanFile(
  bytes: Readable,
  type: FileFormat['type'],
  maxRows: number = IMPORT_LIMITS.maxRows,
): Promise<FileScan> {
  const format: FileFormat = { type, delimiter: null, encoding: null };
  const { headers, rows } = await openRows(bytes, format);
  const evidence = headers.map(() => ({ dmy: false, mdy: false }));
  let totalRows = 0;
  for await (const { cells } of rows) {
    totalRows += 1;
    if (totalRows > maxRows) {
      await rows.return(undefined);
      throw new DomainError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooManyRows);
    }
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
  return { format, headers, totalRows, dateOrders };
}
