import './marketing.css';
import type { RemoteProps } from '@wellness/contracts';
import { BlueprintPage } from './BlueprintPage';
import { DiscoveryPage } from './DiscoveryPage';
import { HomePage } from './HomePage';
import { SiteFooter, SiteHeader } from './SiteChrome';

/** Public pages: home, /discovery, /busy-mum-blueprint. */
export default function MarketingApp({ page, brand }: RemoteProps) {
  return (
    <div className="mk">
      <SiteHeader brand={brand} />
      <main id="main-content">
        {page === 'discovery' ? (
          <DiscoveryPage brand={brand} />
        ) : page === 'busy-mum-blueprint' ? (
          <BlueprintPage brand={brand} />
        ) : (
          <HomePage brand={brand} />
        )}
      </main>
      <SiteFooter brand={brand} />
    </div>
  );
}
