import { memo, useId, useState } from 'react';
import type { Dispatch } from 'react';
import {
  DAY_TYPES,
  DEFAULT_DEFICIT_KCAL,
  DEFAULT_PROTEIN_PER_KG,
  DEFICIT_CHOICES,
  LOW_ENERGY_KCAL,
  PLAN_LIMITS,
  TARGET_KEYS,
  TARGET_RANGES,
} from '@wellness/contracts';
import type { NutritionProfile } from '@wellness/contracts';
import { Button } from '../Button';
import { cx } from '../cx';
import { formatNumber, suggestionFor, suggestionGaps } from './format';
import { needsLowEnergyReason, targetProblem } from './draft-validation';
import type { EditorAction } from './editor-reducer';
import { EDITOR_DAYS, parseNumber } from './plan-draft';
import type { EditorDay, FieldErrors, PlanDraft, VariantDay } from './plan-draft';

const dayPath = (day: EditorDay) => (day === 'default' ? 'targets' : `dayTypes.${day}`);

/** The day types she has: "Every day", and the training and rest variants once added. */
export const DayPicker = memo(function DayPicker({
  targets,
  day,
  onChange,
  dispatch,
}: {
  targets: PlanDraft['targets'];
  day: EditorDay;
  onChange: (day: EditorDay) => void;
  dispatch: Dispatch<EditorAction>;
}) {
  const days = EDITOR_DAYS.filter((d) => d === 'default' || targets[d] !== null);
  const missing = (['training', 'rest'] as VariantDay[]).filter((d) => targets[d] === null);
  return (
    <div className="ui-nutri-days">
      <div className="ui-nutri-segmented" role="group" aria-label="Day type">
        {days.map((d) => (
          <button
            key={d}
            type="button"
            className={cx('ui-nutri-segmented__item', d === day && 'ui-nutri-segmented__item--on')}
            aria-pressed={d === day}
            onClick={() => onChange(d)}
          >
            {DAY_TYPES[d]}
          </button>
        ))}
      </div>
      <div className="ui-nutri-days__tools">
        {missing.map((d) => (
          <Button
            key={d}
            size="sm"
            variant="outline"
            onClick={() => {
              dispatch({ type: 'dayVariant', day: d, on: true });
              onChange(d);
            }}
          >
            Add {DAY_TYPES[d].toLowerCase()} targets
          </Button>
        ))}
        {day !== 'default' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              dispatch({ type: 'dayVariant', day, on: false });
              onChange('default');
            }}
          >
            Remove {DAY_TYPES[day].toLowerCase()} targets
          </Button>
        )}
      </div>
    </div>
  );
});

export interface TargetsEditorProps {
  /** Every day type's targets, as typed. */
  targets: PlanDraft['targets'];
  lowEnergyReason: string;
  day: EditorDay;
  errors: FieldErrors;
  server: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

/** One day type's six targets, each checked against TARGET_RANGES as she types. */
export const TargetsEditor = memo(function TargetsEditor({
  targets: all,
  lowEnergyReason,
  day,
  errors,
  server,
  dispatch,
}: TargetsEditorProps) {
  const base = useId();
  const targets = all[day];
  if (!targets) return null;
  const lowReason = needsLowEnergyReason({ targets: all });
  const reasonError = server.lowEnergyReason ?? errors.lowEnergyReason;
  return (
    <div className="ui-nutri-targets">
      <div className="ui-nutri-targets__grid">
        {TARGET_KEYS.map((key) => {
          const { label, unit, min, max } = TARGET_RANGES[key];
          const id = `${base}-${key}`;
          const error = targetProblem(key, targets[key]) ?? server[`${dayPath(day)}.${key}`];
          return (
            <div key={key} className="ui-field">
              <label className="ui-label" htmlFor={id}>
                {label} ({unit})<span className="ui-visually-hidden">, {DAY_TYPES[day]}</span>
              </label>
              <input
                id={id}
                className="ui-input ui-nutri-num"
                inputMode="decimal"
                value={targets[key]}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                onChange={(e) => dispatch({ type: 'target', day, key, value: e.target.value })}
              />
              <p id={`${id}-hint`} className="ui-field__hint">
                {formatNumber(min, 1)}–{formatNumber(max, 1)}
              </p>
              {error && (
                <p id={`${id}-error`} className="ui-field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {lowReason && (
        <div className="ui-field">
          <label className="ui-label" htmlFor={`${base}-low`}>
            Reason for an energy target under {formatNumber(LOW_ENERGY_KCAL)} kcal (required)
          </label>
          <textarea
            id={`${base}-low`}
            className="ui-input ui-textarea"
            rows={2}
            maxLength={PLAN_LIMITS.reason}
            required
            value={lowEnergyReason}
            aria-invalid={Boolean(reasonError) || undefined}
            onChange={(e) => dispatch({ type: 'lowEnergyReason', value: e.target.value })}
          />
          {reasonError && lowEnergyReason.trim() === '' && (
            <p className="ui-field__error">{reasonError}</p>
          )}
        </div>
      )}
    </div>
  );
});

/**
 * "Suggested starting point": Mifflin–St Jeor × her activity factor, minus the chosen deficit,
 * with protein per kg; its working is shown step by step. Pregnancy and breastfeeding show their
 * caution instead of a deficit. "Use these numbers" copies them into the day's targets.
 */
export const SuggestionPanel = memo(function SuggestionPanel({
  profile,
  day,
  dispatch,
}: {
  profile: NutritionProfile;
  day: EditorDay;
  dispatch: Dispatch<EditorAction>;
}) {
  const base = useId();
  const [deficit, setDeficit] = useState<number>(DEFAULT_DEFICIT_KCAL);
  const [proteinText, setProteinText] = useState(String(DEFAULT_PROTEIN_PER_KG));
  const protein = parseNumber(proteinText);
  const proteinOk = protein >= 0.8 && protein <= 3;
  const gaps = suggestionGaps(profile);
  const noDeficit = profile.pregnant || profile.breastfeeding;
  const suggestion =
    gaps.length === 0 && proteinOk
      ? suggestionFor(profile, { deficitKcal: deficit, proteinPerKg: protein })
      : null;
  return (
    <section className="ui-nutri-suggest" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="ui-nutri-suggest__title">
        Suggested starting point
      </h3>
      {gaps.length > 0 ? (
        <p className="ui-nutri-muted">
          Her onboarding answers do not give {gaps.join(', ')}, so there is no suggestion. Enter the
          targets yourself.
        </p>
      ) : (
        <>
          <div className="ui-nutri-suggest__choices">
            {noDeficit ? null : (
              <div className="ui-field">
                <label className="ui-label" htmlFor={`${base}-deficit`}>
                  Deficit
                </label>
                <select
                  id={`${base}-deficit`}
                  className="ui-input ui-select"
                  value={deficit}
                  onChange={(e) => setDeficit(Number(e.target.value))}
                >
                  {DEFICIT_CHOICES.map((d) => (
                    <option key={d} value={d}>
                      {d === 0 ? 'None (maintenance)' : `${formatNumber(d)} kcal a day`}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="ui-field">
              <label className="ui-label" htmlFor={`${base}-protein`}>
                Protein (g per kg)
              </label>
              <input
                id={`${base}-protein`}
                className="ui-input ui-nutri-num"
                inputMode="decimal"
                value={proteinText}
                aria-invalid={!proteinOk || undefined}
                onChange={(e) => setProteinText(e.target.value)}
              />
              {!proteinOk && (
                <p className="ui-field__error">Please enter between 0.8 and 3 g per kg</p>
              )}
            </div>
          </div>
          {suggestion?.caution && (
            <p className="ui-nutri-caution" role="note">
              {suggestion.caution}
            </p>
          )}
          {suggestion && (
            <>
              <ol className="ui-nutri-working" aria-label="Working">
                {suggestion.working.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className="ui-nutri-suggest__result">
                {TARGET_KEYS.map((k) => (
                  <span key={k}>
                    {TARGET_RANGES[k].label}{' '}
                    <strong>
                      {formatNumber(suggestion.targets[k], 1)} {TARGET_RANGES[k].unit}
                    </strong>
                  </span>
                ))}
              </p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => dispatch({ type: 'applyTargets', day, targets: suggestion.targets })}
              >
                Use these numbers
              </Button>
            </>
          )}
        </>
      )}
    </section>
  );
});
