import { cx } from './cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; '' hides the spinner from assistive tech (e.g. inside a labelled button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const decorative = label === '';
  return (
    <span
      className={cx('ui-spinner', `ui-spinner--${size}`, className)}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : label}
    />
  );
}

/** A centred spinner filling its area (page loads). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="ui-page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
