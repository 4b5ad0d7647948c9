import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon = '○' }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      <span className="ui-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="ui-empty__title">{title}</p>
      {description && <p className="ui-empty__description">{description}</p>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}

/** An honest placeholder for a page that is planned but not built yet. */
export function ComingSoon({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <section className="ui-card ui-coming-soon" aria-labelledby="coming-soon-title">
      <span className="ui-badge ui-badge--brand">Coming soon</span>
      <h2 id="coming-soon-title" className="ui-card__title">
        {title}
      </h2>
      <p className="ui-empty__description">
        {description ?? 'This page is being built. Everything you need today is on your dashboard.'}
      </p>
    </section>
  );
}
