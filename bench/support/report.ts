const NUMERIC = /^(-?[\d,]+(\.\d+)?|n\/a)$/;

/** Prints rows as an aligned text table (numbers right-aligned). */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((row) => (row[i] ?? '').length)),
  );
  const line = (row: string[], isHeader = false) =>
    row
      .map((cell, i) =>
        !isHeader && NUMERIC.test(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join('  ');
  console.log(line(headers, true));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const fmt = (n: number, digits = 1) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

export function verdict(pass: boolean, message: string): void {
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: ${message}`);
}

/** The floor phase's name: the same hops answering 401 with no work, not a target. */
export const FLOOR_PHASE = 'floor (401)';

/** The line that reports the floor (its worst round's p99), to read the targets against. */
export const floorLine = (service: string, p99Ms: number, rps: number) =>
  `\nfloor (not a target): gateway → ${service} answering 401 with no query, the least any ` +
  `request here can take: p99 ${fmt(p99Ms, 1)} ms (worst round), ${fmt(rps, 0)} req/s`;
