import { formatMoney } from '@wellness/contracts';
import type { ChartTable } from './data';

// The pure part of the money charts: month labels, compact £ ticks and the table views.

/** One bar or point of a money chart: a month ("2026-01") or a name, and an amount in minor units. */
export interface MoneyPoint {
  key: string;
  label: string;
  amountMinor: number;
}

const MONTH = /^(\d{4})-(\d{2})$/;
const monthDate = (month: string) => {
  const match = MONTH.exec(month);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)) : null;
};
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jan": an axis tick of a month ("2026-01"). */
export const monthTick = (month: string): string => {
  const date = monthDate(month);
  return date ? shortMonth.format(date) : month;
};

/** "January 2026": a month in a table or a tooltip. */
export const monthLabel = (month: string): string => {
  const date = monthDate(month);
  return date ? longMonth.format(date) : month;
};

/** Months as chart points, each labelled "January 2026". */
export const monthPoints = (
  months: readonly { month: string; amountMinor: number }[],
): MoneyPoint[] =>
  months.map((m) => ({ key: m.month, label: monthLabel(m.month), amountMinor: m.amountMinor }));

const compact = new Map<string, Intl.NumberFormat>();

/** A short axis tick: "£0", "£850", "£1.2k", "£15k". */
export function moneyTick(amountMinor: number, currency: string): string {
  let format = compact.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compact.set(currency, format);
  }
  return format.format(amountMinor / 100);
}

/** The table view of a money chart: one row per point, the amount in full. */
export function moneyTable(
  points: readonly MoneyPoint[],
  currency: string,
  columns: [string, string],
): ChartTable {
  return {
    columns: [...columns],
    rows: points.map((p) => ({
      key: p.key,
      cells: [p.label, formatMoney(p.amountMinor, currency)],
    })),
  };
}
