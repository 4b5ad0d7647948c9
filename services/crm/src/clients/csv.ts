/**
 * CSV (RFC 4180): every cell quoted when it holds a comma, quote or line break, quotes doubled,
 * CRLF between records. Cells a spreadsheet would run as a formula (starting with = + - @, or a
 * tab or carriage return) are prefixed with a single quote (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
