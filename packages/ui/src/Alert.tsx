import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Inline message. Errors and warnings are announced (role alert); others politely (role status). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div
      className={cx('ui-alert', `ui-alert--${variant}`, className)}
      role={urgent ? 'alert' : 'status'}
    >
      {title && <p className="ui-alert__title">{title}</p>}
      {children && <div className="ui-alert__body">{children}</div>}
    </div>
  );
}
