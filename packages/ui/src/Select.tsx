import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { Label } from './Input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  invalid?: boolean;
}

/** A native select styled like the inputs (keyboard and screen readers work as usual). */
export function Select({ options, invalid, className, ...rest }: SelectProps) {
  return (
    <select
      className={cx('ui-input', 'ui-select', className)}
      aria-invalid={invalid || undefined}
      {...rest}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

interface Described {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return cx(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined) || undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
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

export type SelectFieldProps = SelectProps & Described;

/** Label + select + hint/error, wired for screen readers. */
export function SelectField({ label, error, hint, id, ...rest }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className="ui-field">
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        id={selectId}
        invalid={Boolean(error)}
        aria-describedby={describedBy(selectId, hint, error)}
        {...rest}
      />
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}

export type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Described;

/** Label + multi-line input + hint/error. */
export function TextareaField({ label, error, hint, id, className, ...rest }: TextareaFieldProps) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div className="ui-field">
      <Label htmlFor={areaId}>{label}</Label>
      <textarea
        id={areaId}
        className={cx('ui-input', 'ui-textarea', className)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        {...rest}
      />
      <FieldMessages id={areaId} hint={hint} error={error} />
    </div>
  );
}
