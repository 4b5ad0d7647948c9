/**
 * Dates as spreadsheets hold them: ISO (`2024-03-07`, with or without a time), numeric with the day
 * and month in either order (`07/03/2024`, `7.3.24`), or with the month's name (`7 March 2024`,
 * `Mar 7, 2024`). Numeric dates are read day first (UK) unless the file proves otherwise
 * (dateOrderOf).
 */
export type DateOrder = 'dmy' | 'mdy';

const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{2}|\d{4})$/i;
const MONTH_NAME_DAY = /^([a-z]{3,9})\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+(\d{2}|\d{4})$/i;

const pad = (n: number) => String(n).padStart(2, '0');

/** A two-digit year: this century unless that would be more than a year ahead. */
function fullYear(year: string, now: Date): number {
  if (year.length === 4) return Number(year);
  const thisCentury = Math.floor(now.getUTCFullYear() / 100) * 100 + Number(year);
  return thisCentury > now.getUTCFullYear() + 1 ? thisCentury - 100 : thisCentury;
}

/** `YYYY-MM-DD` when the day exists (no 31 April), else null. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1900 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

const monthOf = (name: string) => {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : null;
};

/** The day a cell names, as `YYYY-MM-DD`, or null when it is not a date. */
export function parseDate(raw: string, order: DateOrder, now = new Date()): string | null {
  const text = raw.trim();
  const iso = ISO.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    const [day, month] = order === 'dmy' ? [first, second] : [second, first];
    return isoDay(fullYear(numeric[3]!, now), month, day);
  }
  const named = DAY_MONTH_NAME.exec(text);
  if (named) {
    const month = monthOf(named[2]!);
    return month ? isoDay(fullYear(named[3]!, now), month, Number(named[1])) : null;
  }
  const us = MONTH_NAME_DAY.exec(text);
  if (us) {
    const month = monthOf(us[1]!);
    return month ? isoDay(fullYear(us[3]!, now), month, Number(us[2])) : null;
  }
  return null;
}

/**
 * What one numeric date says about its file's order: `dmy` when its first number cannot be a month
 * (13/04/2024), `mdy` when its second cannot (04/13/2024), null when either reading works.
 */
export function dateOrderEvidence(raw: string): DateOrder | null {
  const numeric = NUMERIC.exec(raw.trim());
  if (!numeric) return null;
  const [first, second] = [Number(numeric[1]), Number(numeric[2])];
  if (first > 12 && second <= 12) return 'dmy';
  if (second > 12 && first <= 12) return 'mdy';
  return null;
}

/**
 * A column's order: month first only when some date proves it and none proves the UK order (a
 * column with proof both ways is mixed; it is read the UK way, and its impossible dates reported).
 */
export function dateOrderOf(evidence: { dmy: boolean; mdy: boolean }): DateOrder {
  return evidence.mdy && !evidence.dmy ? 'mdy' : 'dmy';
}
