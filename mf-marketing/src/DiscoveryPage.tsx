import type { BrandConfig } from '@wellness/contracts';
import { ComingSoon } from '@wellness/ui';

export function DiscoveryPage({ brand }: { brand: BrandConfig }) {
  return (
    <section className="mk-section">
      <div className="mk-container mk-narrow">
        <h1>Book Your Free Discovery Call</h1>
        <p className="mk-lead">
          Every client starts with a free discovery call with Coach {brand.coachName}: a relaxed
          chat about your goals, your week and how coaching could fit into it.
        </p>
        <ComingSoon
          title="Online booking opens soon"
          description="The booking form is on its way. Please check back shortly."
        />
      </div>
    </section>
  );
}
