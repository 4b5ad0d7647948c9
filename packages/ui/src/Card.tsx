import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
  footer?: ReactNode;
}

export function Card({
  title,
  description,
  level = 2,
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <section
      className={cx('ui-card', className)}
      aria-labelledby={title && !rest['aria-label'] ? titleId : undefined}
      {...rest}
    >
      {(title || description) && (
        <header className="ui-card__header">
          {title && (
            <Heading id={titleId} className="ui-card__title">
              {title}
            </Heading>
          )}
          {description && <p className="ui-card__description">{description}</p>}
        </header>
      )}
      <div className="ui-card__body">{children}</div>
      {footer && <footer className="ui-card__footer">{footer}</footer>}
    </section>
  );
}

/** A single figure with its label, for dashboards. */
export function Stat({
  label,
  value,
  hint,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="ui-stat">
      <span className="ui-stat__value">{value}</span>
      <span className="ui-stat__label">{label}</span>
      {hint && <span className="ui-stat__hint">{hint}</span>}
    </div>
  );
}
