import { Suspense, lazy, useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import type { ApiRequest, BrandConfig, MarketingPage, Utm } from '@wellness/contracts';
import { BlueprintPage } from './pages/BlueprintPage';
import { HomePage } from './pages/HomePage';
import { SiteFooter, SiteHeader } from './SiteChrome';

// The discovery form (and the validation it brings) loads only on /discovery. The prerendered markup
// waits for it; in the browser React keeps that markup on screen until the chunk arrives.
const LazyDiscoveryPage = lazy(() =>
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

/** What every public page receives. */
export type MarketingPageProps = Omit<SiteProps, 'page'>;

function DiscoveryPage(props: MarketingPageProps) {
  return (
    <Suspense>
      <LazyDiscoveryPage {...props} />
    </Suspense>
  );
}

/**
 * The public pages, one per page id of the route table (contracts `MarketingPage`: a page added there
 * does not compile until it is here). Their titles and descriptions are the spec's page metadata
 * (contracts `pageMetadata`), which the prerender and the shell apply.
 */
const MARKETING_PAGES: Readonly<Record<MarketingPage, ComponentType<MarketingPageProps>>> = {
  home: HomePage,
  discovery: DiscoveryPage,
  'busy-mum-blueprint': BlueprintPage,
};

/** The public site: the same tree is prerendered at build time and hydrated in the browser. */
export function Site({ page, brand, assetBase, apiRequest, readUtm }: SiteProps) {
  const first = useRef(true);
  useEffect(() => {
    // A new page starts at the top; the first one keeps the browser's own restoration.
    if (first.current) first.current = false;
    else window.scrollTo(0, 0);
  }, [page]);
  const Page = MARKETING_PAGES[page];
  return (
    <div className="mk">
      <SiteHeader brand={brand} />
      <main id="main-content" tabIndex={-1}>
        <Page brand={brand} assetBase={assetBase} apiRequest={apiRequest} readUtm={readUtm} />
      </main>
      <SiteFooter brand={brand} />
    </div>
  );
}
