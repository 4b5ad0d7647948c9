import { IMPORT_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';

export type ImportFileType = 'csv' | 'xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Types a browser declares for a CSV file (Windows says "Excel" for .csv). */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);
const CSV_NAME = /\.(csv|tsv|txt)$/i;

const notCsvOrXlsx = () => new DomainError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.notCsvOrXlsx);

/**
 * CSV or XLSX, from the file's first bytes and its name: an XLSX is a ZIP named .xlsx (or declared
 * as one); a CSV is text (no NUL byte) named .csv/.tsv/.txt or declared as CSV. Anything else
 * (a legacy .xls, a PDF, an image, a ZIP of something else) is refused with 415.
 */
export function importFileType(
  head: Buffer,
  file: { filename: string; declaredType: string },
): ImportFileType {
  const declared = file.declaredType.toLowerCase();
  if (ZIP.every((byte, i) => head[i] === byte)) {
    if (/\.xlsx$/i.test(file.filename) || declared === XLSX_TYPE) return 'xlsx';
    throw notCsvOrXlsx();
  }
  const looksLikeText = !head.includes(0);
  const namedCsv = CSV_NAME.test(file.filename) || (!file.filename && CSV_TYPES.has(declared));
  if (looksLikeText && namedCsv) return 'csv';
  throw notCsvOrXlsx();
}
