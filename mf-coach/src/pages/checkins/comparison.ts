import {
  MEASUREMENT_LABELS,
  MEASUREMENT_SITES,
  formatLength,
  formatWeight,
  lengthChangeForDisplay,
  weightChangeForDisplay,
} from '@wellness/contracts';
import type { Comparison, MeasureComparison } from '@wellness/contracts';
import type { UnitPrefs } from '../../lib/units';

/** A change shown with its sign ("−0.4 kg", "+1.2 lb", "No change") and which way it went. */
export interface ChangeText {
  text: string;
  direction: 'down' | 'up' | 'same' | 'none';
}

const MINUS = '\u2212';

function signed(value: number, unit: string): ChangeText {
  if (value === 0) return { text: 'No change', direction: 'same' };
  return value < 0
    ? { text: `${MINUS}${Math.abs(value)} ${unit}`, direction: 'down' }
    : { text: `+${value} ${unit}`, direction: 'up' };
}

const NONE: ChangeText = { text: '—', direction: 'none' };

/** A weight change (kg in the API) in her units: kilograms, or pounds for stones. */
export function weightChangeText(kg: number | null, units: UnitPrefs): ChangeText {
  if (kg === null) return NONE;
  return signed(weightChangeForDisplay(kg, units.weight), units.weight === 'kg' ? 'kg' : 'lb');
}

/** A length change (cm in the API) in her units. */
export function lengthChangeText(cm: number | null, units: UnitPrefs): ChangeText {
  if (cm === null) return NONE;
  return signed(lengthChangeForDisplay(cm, units.length), units.length);
}

/** Total lost (positive = lost, as the API sends it): "3.2 cm lost", "0.4 in gained". */
export function totalLostText(cmLost: number | null, units: UnitPrefs): string {
  if (cmLost === null) return 'Not measured both times';
  const shown = lengthChangeForDisplay(Math.abs(cmLost), units.length);
  if (shown === 0) return 'No change';
  return `${shown} ${units.length} ${cmLost > 0 ? 'lost' : 'gained'}`;
}

/** One line of the comparison table: a measure this week, last week and at her start. */
export interface ComparisonRow {
  key: string;
  label: string;
  current: string;
  previous: string;
  start: string;
  sincePrevious: ChangeText;
  sinceStart: ChangeText;
}

function row(
  key: string,
  label: string,
  measure: MeasureComparison,
  show: (value: number) => string,
  change: (value: number | null) => ChangeText,
): ComparisonRow {
  const text = (value: number | null) => (value === null ? '—' : show(value));
  return {
    key,
    label,
    current: text(measure.current),
    previous: text(measure.previous),
    start: text(measure.start),
    sincePrevious: change(measure.changeFromPrevious),
    sinceStart: change(measure.changeFromStart),
  };
}

/** Weight and every measurement, in her units; measurements never taken are left out. */
export function comparisonRows(comparison: Comparison, units: UnitPrefs): ComparisonRow[] {
  const weight = row(
    'weight',
    'Weight',
    comparison.weightKg,
    (kg) => formatWeight(kg, units.weight),
    (kg) => weightChangeText(kg, units),
  );
  const measurements = MEASUREMENT_SITES.map((site) => ({
    site,
    measure: comparison.measurementsCm[site],
  }))
    .filter(({ measure }) =>
      [measure.current, measure.previous, measure.start].some((v) => v !== null),
    )
    .map(({ site, measure }) =>
      row(
        site,
        MEASUREMENT_LABELS[site],
        measure,
        (cm) => formatLength(cm, units.length),
        (cm) => lengthChangeText(cm, units),
      ),
    );
  return [weight, ...measurements];
}
