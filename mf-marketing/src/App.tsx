import './marketing.css';
import {
  memo,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Router, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import type { RemoteProps, Utm } from '@wellness/contracts';
import { utmFromSearch } from './utm';
import { DEFAULT_ASSET_BASE, PRERENDER_HOST_ID, isMarketingPage } from './prerendered';
import { Site } from './Site';
import type { SiteProps } from './Site';

declare const __webpack_public_path__: string;

/** This remote's public path as a same-origin path when possible (matches the prerendered image URLs). */
function assetBase(): string {
  try {
    const base = new URL(__webpack_public_path__ || DEFAULT_ASSET_BASE, window.location.href);
    return base.origin === window.location.origin ? base.pathname : base.href;
  } catch {
    return DEFAULT_ASSET_BASE;
  }
}

const UTM_STORAGE_KEY = 'mk-utm';

/** Remembers the UTM parameters of the landing page for the rest of the visit. */
function rememberUtm(): void {
  try {
    const utm = utmFromSearch(window.location.search);
    if (Object.keys(utm).length) sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // storage unavailable: UTM of the current URL only
  }
}
function readUtm(): Utm | undefined {
  const current = utmFromSearch(window.location.search);
  if (Object.keys(current).length) return current;
  try {
    const stored = sessionStorage.getItem(UTM_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Utm) : undefined;
  } catch {
    return undefined;
  }
}

/** The gateway's prerendered markup for this page, if the document has it (taken once). */
function claimPrerendered(page: string): HTMLElement | null {
  const host = document.getElementById(PRERENDER_HOST_ID);
  if (!host || host.dataset.page !== page || host.dataset.claimed) return null;
  host.dataset.claimed = 'true';
  return host;
}

/** Marks the host once React has taken over the markup (tests and diagnostics wait for it). */
function HydrationMark({ host }: { host: HTMLElement }) {
  useEffect(() => {
    host.dataset.hydrated = 'true';
  }, [host]);
  return null;
}

/**
 * Hydrates the prerendered page in place, as its own React root, with the shell's router (location and
 * navigator) so links and routing stay the shell's. Renders nothing inside the shell's own tree.
 */
const HydratedSite = memo(function HydratedSite({
  host,
  page,
  brand,
  assetBase,
  apiRequest,
  readUtm,
}: SiteProps & { host: HTMLElement }) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const root = useRef<Root | null>(null);
  const mounted = useRef(false);
  // The island renders again only when what it shows changes, not on every render of the shell.
  useLayoutEffect(() => {
    const tree = (
      <Router location={location} navigator={navigator}>
        <Site
          page={page}
          brand={brand}
          assetBase={assetBase}
          apiRequest={apiRequest}
          readUtm={readUtm}
        />
        <HydrationMark host={host} />
      </Router>
    );
    if (!root.current) {
      // In a transition React hydrates the page in small slices between frames. Called plainly from a
      // layout effect it would be one synchronous task: the longest on the page, on a phone's CPU.
      startTransition(() => {
        root.current = hydrateRoot(host, tree, {
          onRecoverableError: (error) => console.warn('Marketing page re-rendered:', error),
        });
      });
    } else {
      root.current.render(tree);
    }
  }, [host, location, navigator, page, brand, assetBase, apiRequest, readUtm]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Deferred: a root cannot unmount while another is rendering (and StrictMode remounts at once).
      setTimeout(() => {
        if (mounted.current) return;
        root.current?.unmount();
        root.current = null;
        host.remove();
      });
    };
  }, [host]);
  return null;
});

/** Public pages: home, /discovery, /busy-mum-blueprint. */
export default function MarketingApp({ page, brand, apiRequest }: RemoteProps) {
  const [host] = useState(() => claimPrerendered(page));
  useEffect(rememberUtm, []);
  const props: SiteProps = {
    page: isMarketingPage(page) ? page : 'home',
    brand,
    assetBase: assetBase(),
    apiRequest,
    readUtm,
  };
  return host ? <HydratedSite host={host} {...props} /> : <Site {...props} />;
}
