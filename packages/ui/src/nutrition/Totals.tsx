import { memo } from 'react';
import { NUTRIENT_KEYS, TARGET_RANGES, dayStatus, targetStatus } from '@wellness/contracts';
import type { NutrientRange, Nutrients, PlanTargets } from '@wellness/contracts';
import { cx } from '../cx';
import { STATUS_WORDS, formatNumber, formatNutrient, nutrientLine } from './format';

/** One line of numbers (an option's or a meal's total), for under its heading. */
export const NutrientLine = memo(function NutrientLine({
  total,
  label,
}: {
  total: Nutrients;
  label: string;
}) {
  return (
    <p className="ui-nutri-line">
      <span className="ui-visually-hidden">{label}: </span>
      {nutrientLine(total)}
    </p>
  );
});

/** A meal's total: one figure when all its options agree, else the range across them. */
export const MealTotal = memo(function MealTotal({
  range,
  label,
}: {
  range: NutrientRange;
  label: string;
}) {
  const same = NUTRIENT_KEYS.every((k) => Math.round(range.min[k]) === Math.round(range.max[k]));
  if (same) return <NutrientLine total={range.average} label={label} />;
  return (
    <p className="ui-nutri-line">
      <span className="ui-visually-hidden">{label}: </span>
      {formatNumber(range.min.energyKcal)}–{formatNutrient('energyKcal', range.max.energyKcal)}{' '}
      depending on the option · on average {nutrientLine(range.average)}
    </p>
  );
});

/**
 * A day's totals against its targets, as numbers and bars coloured by how close each is (green
 * within 5 %, amber within 10 %, else red). The day is one average option of each meal.
 */
export const DayTotals = memo(function DayTotals({
  day,
  targets,
  title = 'Day total',
}: {
  day: NutrientRange;
  targets: PlanTargets;
  title?: string;
}) {
  const status = dayStatus(day.average, targets);
  const ranged = Math.round(day.min.energyKcal) !== Math.round(day.max.energyKcal);
  return (
    <section className="ui-nutri-totals" aria-label={title}>
      <h3 className="ui-nutri-totals__title">{title}</h3>
      <ul className="ui-nutri-bars">
        {NUTRIENT_KEYS.map((key) => {
          const actual = day.average[key];
          const target = targets[key];
          const share = target > 0 ? Math.min(actual / target, 1.5) : actual > 0 ? 1.5 : 0;
          return (
            <li key={key} className={cx('ui-nutri-bar', `ui-nutri-bar--${status[key]}`)}>
              <span className="ui-nutri-bar__label">{TARGET_RANGES[key].label}</span>
              <span className="ui-nutri-bar__value" data-testid={`day-total-${key}`}>
                {formatNutrient(key, actual)}{' '}
                <span className="ui-nutri-muted">of {formatNutrient(key, target)}</span>
                <span className="ui-visually-hidden">, {STATUS_WORDS[status[key]]}</span>
              </span>
              <span className="ui-nutri-bar__track" aria-hidden="true">
                <span className="ui-nutri-bar__fill" style={{ width: `${(share / 1.5) * 100}%` }} />
                <span className="ui-nutri-bar__target" />
              </span>
            </li>
          );
        })}
      </ul>
      {ranged && (
        <p className="ui-nutri-muted">
          With the lowest or highest option of each meal: {formatNumber(day.min.energyKcal)}–
          {formatNutrient('energyKcal', day.max.energyKcal)}.
        </p>
      )}
    </section>
  );
});

/** The colour of one total against a target (for a single figure). */
export const statusOf = (actual: number, target: number) => targetStatus(actual, target);
