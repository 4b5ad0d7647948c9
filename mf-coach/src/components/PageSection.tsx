import type { ReactNode } from 'react';

/** The heading of a coach page (under the area's "Coach Dashboard" title) with its actions. */
export function PageSection({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="coach-page" aria-labelledby="coach-page-title">
      <header className="coach-page__header">
        <div>
          <h2 id="coach-page-title" className="coach-page__title">
            {title}
          </h2>
          {description && <p className="coach-page__description">{description}</p>}
        </div>
        {actions && <div className="coach-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
