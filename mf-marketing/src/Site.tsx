import { Suspense, lazy, useEffect, useRef } from 'react';
import type { ApiRequest, BrandConfig, MarketingPage, Utm } from '@wellness/contracts';
import { BlueprintPage } from './pages/BlueprintPage';
import { HomePage } from './pages/HomePage';
import { SiteFooter, SiteHeader } from './SiteChrome';

// The discovery form (and the validation it brings) loads only on /discovery. The prerendered markup
// waits for it; in the browser React keeps that markup on screen until the chunk arrives.
const DiscoveryPage = lazy(() =>
  import('./pages/DiscoveryPage').then((m) => ({ default: m.DiscoveryPage })),
);

export interface SiteProps {
  page: MarketingPage;
  brand: BrandConfig;
  /** Where this remote's files are served, ending in '/'. */
  assetBase: string;
  apiRequest?: ApiRequest;
  readUtm: () => Utm | undefined;
}

/** The public site: the same tree is prerendered at build time and hydrated in the browser. */
export function Site({ page, brand, assetBase, apiRequest, readUtm }: SiteProps) {
  const first = useRef(true);
  useEffect(() => {
    // A new page starts at the top; the first one keeps the browser's own restoration.
    if (first.current) first.current = false;
    else window.scrollTo(0, 0);
  }, [page]);
  return (
    <div className="mk">
      <SiteHeader brand={brand} />
      <main id="main-content" tabIndex={-1}>
        {page === 'discovery' ? (
          <Suspense>
            <DiscoveryPage
              brand={brand}
              assetBase={assetBase}
              apiRequest={apiRequest}
              readUtm={readUtm}
            />
          </Suspense>
        ) : page === 'busy-mum-blueprint' ? (
          <BlueprintPage brand={brand} assetBase={assetBase} />
        ) : (
          <HomePage brand={brand} assetBase={assetBase} />
        )}
      </main>
      <SiteFooter brand={brand} />
    </div>
  );
}
