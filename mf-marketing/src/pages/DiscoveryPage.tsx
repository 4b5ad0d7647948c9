import type { ApiRequest, Utm } from '@wellness/contracts';
import { DiscoveryForm } from '../discovery/DiscoveryForm';
import type { PageProps } from './HomePage';

export function DiscoveryPage({
  brand,
  apiRequest,
  readUtm,
}: PageProps & { apiRequest?: ApiRequest; readUtm: () => Utm | undefined }) {
  return (
    <section className="mk-section mk-discovery" aria-labelledby="discovery-title">
      <div className="mk-container mk-narrow">
        <p className="mk-eyebrow">Free, no obligation</p>
        <h1 id="discovery-title">Book Your Free Discovery Call</h1>
        <p className="mk-lead">
          Every client starts with a free discovery call with Coach {brand.coachName}: a relaxed
          chat about your goals, your week and how coaching could fit into it. Tell us a little
          about yourself and we&apos;ll be in touch.
        </p>
        <DiscoveryForm brand={brand} apiRequest={apiRequest} readUtm={readUtm} />
      </div>
    </section>
  );
}
