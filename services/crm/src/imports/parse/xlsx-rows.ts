import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DomainError } from '@wellness/kit';
import type { FileFormat, FileRow } from './rows';

type CellValue = ExcelJS.CellValue;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as text: what the coach sees in it. A date cell becomes an ISO day (unambiguous, so the
 * day-month order of the file's text dates does not apply to it), a formula its result, rich text
 * its plain text. A text cell that starts with "=" stays that text: it is never evaluated.
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue);
    if ('hyperlink' in value) return String(value.text ?? value.hyperlink);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

const unreadable = () =>
  new DomainError(
    'BAD_REQUEST',
    'The file could not be read as an Excel workbook: open it in Excel or Google Sheets and save it as .xlsx again',
  );

/**
 * The rows of an XLSX workbook's first sheet as a stream (exceljs' streaming reader: the sheet is
 * never all in memory), numbered as the sheet numbers them. Empty cells within a row are ''.
 */
export async function* xlsxRows(bytes: Readable, format: FileFormat): AsyncGenerator<FileRow> {
  format.delimiter = null;
  format.encoding = null;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(bytes, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let reading = true;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as CellValue[];
        const cells: string[] = [];
        for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
        yield { row: row.number, cells };
      }
      break;
    }
    reading = false;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable();
  } finally {
    if (reading) bytes.destroy();
    else bytes.resume();
  }
}
