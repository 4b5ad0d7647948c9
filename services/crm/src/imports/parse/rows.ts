/** A row of the file, numbered as the spreadsheet numbers it (the header is row 1). */
export interface FileRow {
  row: number;
  cells: string[];
}

/** What reading a file found out about it (filled in while it is read). */
export interface FileFormat {
  type: 'csv' | 'xlsx';
  delimiter: string | null;
  encoding: string | null;
}

/** A cell holding nothing but spaces is an empty cell; a row of empty cells is no row. */
export const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');
