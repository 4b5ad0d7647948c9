import { useId } from 'react';
import type { InputHTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cx('ui-label', className)} {...rest} />;
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export function Input({ className, invalid, ...rest }: InputProps) {
  return (
    <input className={cx('ui-input', className)} aria-invalid={invalid || undefined} {...rest} />
  );
}

export interface FieldProps extends InputProps {
  label: ReactNode;
  /** Validation message shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
}

/** Label + input + hint/error, wired for screen readers. */
export function Field({ label, error, hint, id, ...rest }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="ui-field">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        invalid={Boolean(error)}
        aria-describedby={cx(hintId, errorId) || undefined}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
