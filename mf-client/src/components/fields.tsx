import { useId } from 'react';
import type { ReactNode } from 'react';
import { Field, Label, cx } from '@wellness/ui';
import type { LengthUnit, WeightUnit } from '@wellness/contracts';
import type { WeightEntry } from '../lib/units';

// The form controls of onboarding and the check-in: her units, choices, yes/no and 1–10 scores, each
// a labelled native control (keyboard and screen readers work as usual), errors announced with it.

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
const described = (id: string, hint: unknown, error: unknown) =>
  cx(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined) || undefined;

/** A weight in her units: one kg box, or stones and pounds side by side. */
export function WeightField({
  label,
  unit,
  value,
  onChange,
  error,
  hint,
  name,
  required,
}: {
  label: string;
  unit: WeightUnit;
  value: WeightEntry;
  onChange: (value: WeightEntry) => void;
  error?: string;
  hint?: ReactNode;
  name: string;
  required?: boolean;
}) {
  const id = useId();
  if (unit === 'kg')
    return (
      <Field
        label={`${label} (kg)`}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value.kg}
        onChange={(e) => onChange({ ...value, kg: e.target.value })}
        error={error}
        hint={hint}
        required={required}
      />
    );
  return (
    <fieldset className="mc-fieldset mc-pair" aria-describedby={described(id, hint, error)}>
      <legend className="ui-label">{label}</legend>
      <div className="mc-pair__inputs">
        <div className="ui-field">
          <Label htmlFor={`${id}-st`}>Stones</Label>
          <input
            id={`${id}-st`}
            name={`${name}-stones`}
            className="ui-input"
            inputMode="numeric"
            autoComplete="off"
            value={value.stones}
            aria-invalid={Boolean(error) || undefined}
            required={required}
            onChange={(e) => onChange({ ...value, stones: e.target.value })}
          />
        </div>
        <div className="ui-field">
          <Label htmlFor={`${id}-lb`}>Pounds</Label>
          <input
            id={`${id}-lb`}
            name={`${name}-pounds`}
            className="ui-input"
            inputMode="decimal"
            autoComplete="off"
            value={value.pounds}
            aria-invalid={Boolean(error) || undefined}
            onChange={(e) => onChange({ ...value, pounds: e.target.value })}
          />
        </div>
      </div>
      <Messages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A length (height or a measurement) in cm or inches. */
export function LengthField({
  label,
  unit,
  value,
  onChange,
  error,
  hint,
  name,
  required,
}: {
  label: string;
  unit: LengthUnit;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  name: string;
  required?: boolean;
}) {
  return (
    <Field
      label={`${label} (${unit === 'cm' ? 'cm' : 'inches'})`}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
      required={required}
    />
  );
}

/** Several choices (checkboxes) under one legend. */
export function CheckboxGroup<K extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  legend: ReactNode;
  options: Readonly<Record<K, string>>;
  value: readonly string[];
  onChange: (value: K[]) => void;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const keys = Object.keys(options) as K[];
  return (
    <fieldset className="mc-fieldset" aria-describedby={described(id, hint, error)}>
      <legend className="ui-label">{legend}</legend>
      <div className="mc-choices">
        {keys.map((key) => (
          <label key={key} className="mc-choice">
            <input
              type="checkbox"
              className="ui-checkbox"
              checked={value.includes(key)}
              onChange={(e) =>
                onChange(keys.filter((k) => (k === key ? e.target.checked : value.includes(k))))
              }
            />
            <span>{options[key]}</span>
          </label>
        ))}
      </div>
      <Messages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** One choice (radio buttons) under one legend. */
export function RadioGroup<K extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  name,
  inline,
}: {
  legend: ReactNode;
  options: Readonly<Record<K, string>>;
  value: string | null | undefined;
  onChange: (value: K) => void;
  error?: string;
  hint?: ReactNode;
  name: string;
  inline?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="mc-fieldset" aria-describedby={described(id, hint, error)}>
      <legend className="ui-label">{legend}</legend>
      <div className={cx('mc-choices', inline && 'mc-choices--inline')}>
        {(Object.keys(options) as K[]).map((key) => (
          <label key={key} className="mc-choice">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={key}
              checked={value === key}
              aria-invalid={Boolean(error) || undefined}
              onChange={() => onChange(key)}
            />
            <span>{options[key]}</span>
          </label>
        ))}
      </div>
      <Messages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

const YES_NO = { yes: 'Yes', no: 'No' } as const;

/** A yes/no question as two radio buttons (no answer until she picks one). */
export function YesNo({
  legend,
  value,
  onChange,
  error,
  hint,
  name,
}: {
  legend: ReactNode;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  error?: string;
  hint?: ReactNode;
  name: string;
}) {
  return (
    <RadioGroup
      legend={legend}
      options={YES_NO}
      value={value == null ? null : value ? 'yes' : 'no'}
      onChange={(v) => onChange(v === 'yes')}
      error={error}
      hint={hint}
      name={name}
      inline
    />
  );
}

const SCALE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** A score from 1 to 10 as a radio group (arrow keys move, the ends say what 1 and 10 mean). */
export function ScoreField({
  label,
  low,
  high,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  low: string;
  high: string;
  value: number | null | undefined;
  onChange: (value: number) => void;
  error?: string;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset className="mc-fieldset mc-score" aria-describedby={described(id, true, error)}>
      <legend className="ui-label">{label}</legend>
      <p id={`${id}-hint`} className="mc-score__ends">
        <span>1 {low}</span>
        <span>10 {high}</span>
      </p>
      <div className="mc-score__scale">
        {SCALE.map((n) => (
          <label key={n} className="mc-score__option">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={n}
              checked={value === n}
              aria-invalid={Boolean(error) || undefined}
              onChange={() => onChange(n)}
            />
            <span aria-hidden="true">{n}</span>
            <span className="ui-visually-hidden">
              {n === 1 ? `1, ${low}` : n === 10 ? `10, ${high}` : String(n)}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
