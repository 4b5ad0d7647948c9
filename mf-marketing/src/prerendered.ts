import type { MarketingPage } from '@wellness/contracts';

/**
 * The contract between the build-time prerender (scripts/prerender.tsx), the gateway that serves the
 * prerendered documents (services/gateway/src/prerendered.ts) and the hydrating remote (App.tsx).
 */
export const PRERENDER_HOST_ID = 'mk-ssr';
/** Path of the prerender manifest inside this package's dist folder. */
export const PRERENDER_MANIFEST = 'prerender/pages.json';
/** Where the gateway serves this remote, as the prerendered image URLs assume. */
export const DEFAULT_ASSET_BASE = '/mf/mf-marketing/';

export function isMarketingPage(page: string): page is MarketingPage {
  return page === 'home' || page === 'discovery' || page === 'busy-mum-blueprint';
}
