import {
  MEASUREMENT_LABELS,
  SCORES,
  formatLength,
  formatWeight,
  lengthChangeForDisplay,
} from '@wellness/contracts';
import type {
  LengthUnit,
  MeasurementSite,
  ProgressPoint,
  ScoreKey,
  WeightUnit,
} from '@wellness/contracts';

// The pure part of the charts: what each chart plots and what its table says, in her units. The
// charts plot metric values and format every label, tick and cell with the contracts' conversions.

/** A table view of a chart: the same figures for screen readers (and anyone who prefers a table). */
export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

/** "3 Nov": an axis tick of a week (YYYY-MM-DD). */
export const weekTick = (date: string): string =>
  Number.isNaN(asDate(date).getTime()) ? date : shortDate.format(asDate(date));

/** "3 November 2026": a week in a table or a tooltip. */
export const weekLabel = (date: string): string =>
  Number.isNaN(asDate(date).getTime()) ? date : longDate.format(asDate(date));

const EMPTY = '—';

/** A weight tick or cell: "71.7 kg" or "11 st 4 lb". */
export const weightText = (kg: number | null | undefined, unit: WeightUnit): string =>
  kg == null ? EMPTY : formatWeight(kg, unit);

/** A length tick or cell: "81.5 cm" or "32.1 in". */
export const lengthText = (cm: number | null | undefined, unit: LengthUnit): string =>
  cm == null ? EMPTY : formatLength(cm, unit);

/**
 * A y-axis domain with a little room above and below the values (so a flat line is not on the
 * edge), or `['auto', 'auto']` without values.
 */
export function paddedDomain(
  values: readonly (number | null | undefined)[],
  pad = 0.1,
  minimumSpan = 2,
): [number, number] | ['auto', 'auto'] {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return ['auto', 'auto'];
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  const span = Math.max(max - min, minimumSpan);
  const middle = (min + max) / 2;
  const half = (span * (1 + 2 * pad)) / 2;
  return [Math.floor(middle - half), Math.ceil(middle + half)];
}

export type WeightWeek = Pick<ProgressPoint, 'dueDate' | 'weightKg' | 'hadPeriod'>;

export function weightTable(
  weeks: readonly WeightWeek[],
  unit: WeightUnit,
  cycle: boolean,
): ChartTable {
  return {
    columns: cycle ? ['Week', 'Weight', 'Period week'] : ['Week', 'Weight'],
    rows: weeks.map((w) => ({
      key: w.dueDate,
      cells: [
        weekLabel(w.dueDate),
        weightText(w.weightKg, unit),
        ...(cycle ? [w.hadPeriod ? 'Yes' : 'No'] : []),
      ],
    })),
  };
}

export type MeasurementWeek = Pick<ProgressPoint, 'dueDate' | 'measurementsCm'>;

export function measurementsTable(
  weeks: readonly MeasurementWeek[],
  sites: readonly MeasurementSite[],
  unit: LengthUnit,
): ChartTable {
  return {
    columns: ['Week', ...sites.map((site) => MEASUREMENT_LABELS[site])],
    rows: weeks.map((w) => ({
      key: w.dueDate,
      cells: [
        weekLabel(w.dueDate),
        ...sites.map((site) => lengthText(w.measurementsCm[site], unit)),
      ],
    })),
  };
}

/** Weeks with at least one of the sites measured (the others would be empty points). */
export const measuredWeeks = <W extends MeasurementWeek>(
  weeks: readonly W[],
  sites: readonly MeasurementSite[],
): W[] => weeks.filter((w) => sites.some((site) => w.measurementsCm[site] != null));

export type LostWeek = Pick<ProgressPoint, 'dueDate' | 'totalCmLost'>;

/** "3.5 in lost", "1 cm gained", "No change". */
export function lostText(cm: number | null | undefined, unit: LengthUnit): string {
  if (cm == null) return EMPTY;
  const shown = lengthChangeForDisplay(Math.abs(cm), unit);
  if (shown === 0) return 'No change';
  return `${shown} ${unit} ${cm > 0 ? 'lost' : 'gained'}`;
}

export function lostTable(weeks: readonly LostWeek[], unit: LengthUnit): ChartTable {
  return {
    columns: ['Week', unit === 'cm' ? 'Total centimetres lost' : 'Total inches lost'],
    rows: weeks.map((w) => ({
      key: w.dueDate,
      cells: [weekLabel(w.dueDate), lostText(w.totalCmLost, unit)],
    })),
  };
}

export type ScoreWeek = Pick<ProgressPoint, 'dueDate' | 'scores'>;

export function scoresTable(weeks: readonly ScoreWeek[], keys: readonly ScoreKey[]): ChartTable {
  return {
    columns: ['Week', ...keys.map((key) => SCORES[key].label)],
    rows: weeks.map((w) => ({
      key: w.dueDate,
      cells: [weekLabel(w.dueDate), ...keys.map((key) => `${w.scores[key]}/10`)],
    })),
  };
}

/** One score's trend in words: "Energy: 4, 5, 7 (latest 7/10, up 3 over 3 weeks)". */
export function trendSummary(label: string, values: readonly { value: number }[]): string {
  if (values.length === 0) return `${label}: no scores yet`;
  const first = values[0].value;
  const last = values[values.length - 1].value;
  const change = last - first;
  const direction =
    values.length < 2
      ? ''
      : change === 0
        ? `, no change over ${values.length} weeks`
        : `, ${change > 0 ? 'up' : 'down'} ${Math.abs(change)} over ${values.length} weeks`;
  return `${label}: ${values.map((v) => v.value).join(', ')} (latest ${last}/10${direction})`;
}

/** Line colours (each distinguishable, at least 3:1 on white), and a dash per line so colour is not the only cue. */
export const SERIES_STYLES = [
  { stroke: '#2f6b5a', dash: undefined },
  { stroke: '#b4533e', dash: '6 3' },
  { stroke: '#1d4ed8', dash: '2 3' },
  { stroke: '#8a5a00', dash: '8 3 2 3' },
  { stroke: '#7c3aed', dash: '4 4' },
  { stroke: '#be185d', dash: '10 4' },
  { stroke: '#0f766e', dash: '1 2' },
] as const;
