import type { ReactNode } from 'react';
import { Badge } from '@wellness/ui';

function Later({ title, children, id }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="ui-card coach-later" aria-labelledby={id}>
      <div className="coach-later__head">
        <h3 id={id} className="ui-card__title">
          {title}
        </h3>
        <Badge tone="brand">Coming soon</Badge>
      </div>
      {children}
    </section>
  );
}

/** Sections later features fill; honest about what is not there yet, showing what is known. */
export function LaterSections() {
  return (
    <>
      <Later title="Payments" id="later-payments">
        <p className="coach-muted">Plan, payments and invoices will show here.</p>
      </Later>
    </>
  );
}
