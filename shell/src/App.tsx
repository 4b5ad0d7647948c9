import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { pageMetadata, resolveRoute } from '@wellness/contracts';
import type { PageMetadata, RemoteProps, RouteResolution } from '@wellness/contracts';
import { Alert, Button, PageSpinner, ShellServicesProvider } from '@wellness/ui';
import { apiRequest, uploadRequest } from './api/client';
import { postLoginRedirect, useAuth, useLogout } from './auth/use-auth';
import { RemoteArea } from './federation/RemoteArea';
import { applyBrandColours } from './federation/brand-colours';
import { useRemoteConfig } from './federation/remote-config';
import type { ResolvedRemoteConfig } from './federation/remote-config';
import { SHELL_PAGES } from './pages/shell-pages';
import { applyHead } from './seo/head';
import { useFirstScreenOnlyOn } from './first-screen';
import { toast } from './toast/store';

function metadataFor(
  r: RouteResolution,
  config: ResolvedRemoteConfig,
  path: string,
  pageTitle: string | null,
): PageMetadata | null {
  const { brand } = config;
  const origin = window.location.origin;
  if (r.kind === 'public') {
    const page = r.page === 'busy-mum-blueprint' ? 'busyMumBlueprint' : r.page;
    return pageMetadata(page, brand, origin);
  }
  if (r.kind === 'remote') {
    // The signed-in pages' rules (noindex), named by the page the remote says it shows.
    const meta = { ...pageMetadata('dashboard', brand, origin), path };
    return pageTitle ? { ...meta, title: `${pageTitle} | ${brand.businessName}` } : meta;
  }
  if (r.kind === 'shell') return SHELL_PAGES[r.page].metadata(brand, path, origin);
  return null;
}

/** Minimal shell chrome around a remote's fallback: brand, home link and sign-out keep working. */
function ShellFrame({
  brandName,
  onLogout,
  children,
}: {
  brandName: string;
  onLogout?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="shell-frame">
      <header className="ui-dash__topbar">
        <Link to="/" className="ui-brand">
          {brandName}
        </Link>
        {onLogout ? (
          <Button variant="ghost" size="sm" onClick={onLogout}>
            Sign out
          </Button>
        ) : (
          <Link to="/auth" className="ui-btn ui-btn--ghost ui-btn--sm">
            Login
          </Link>
        )}
      </header>
      <main>{children}</main>
    </div>
  );
}

export function App() {
  const { user, isLoading, error, refetch } = useAuth();
  const config = useRemoteConfig();
  const location = useLocation();
  const logout = useLogout();
  const [pageTitle, setPageTitle] = useState<string | null>(null);

  const resolution = useMemo(
    () => resolveRoute(location.pathname, user, location.search),
    [location.pathname, location.search, user],
  );

  useEffect(() => {
    if (config) applyBrandColours(document.documentElement, config.brand);
  }, [config]);

  const settled = !isLoading && !!config;
  useFirstScreenOnlyOn(
    !settled || (resolution.kind === 'remote' && !location.search) ? location.pathname : null,
  );

  useEffect(() => {
    if (!config || isLoading) return;
    const meta = metadataFor(resolution, config, location.pathname, pageTitle);
    if (meta) applyHead(document, meta, window.location.origin, config.brand.businessName);
  }, [resolution, config, isLoading, location.pathname, pageTitle]);

  const services = useMemo(
    () =>
      config && {
        user,
        brand: config.brand,
        apiRequest,
        uploadRequest,
        logout,
        notify: (n: Parameters<RemoteProps['notify']>[0]) => void toast(n),
        setPageTitle,
      },
    [user, config, logout],
  );

  if (isLoading || !config || !services) return <PageSpinner label="Loading your session" />;

  const brandName = config.brand.businessName;
  const sessionBanner = error ? (
    <div className="shell-banner">
      <Alert variant="warning" title="We couldn't check whether you're signed in">
        <p>
          Some pages may be unavailable.{' '}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      </Alert>
    </div>
  ) : null;

  let content: ReactNode;
  switch (resolution.kind) {
    case 'redirect':
      return (
        <Navigate to={postLoginRedirect.pending ? postLoginRedirect.to : resolution.to} replace />
      );
    case 'shell':
      content = SHELL_PAGES[resolution.page].render(config.brand);
      break;
    case 'public':
    case 'remote': {
      const params = resolution.kind === 'remote' ? resolution.params : {};
      content = (
        <RemoteArea
          remote={resolution.remote}
          entry={config.remotes[resolution.remote].entry}
          // Another page, or another remote on the same path (signing out at /), starts afresh.
          resetKey={`${resolution.remote} ${location.pathname}`}
          props={{ ...services, page: resolution.page, params }}
          frame={(inner) => (
            <ShellFrame brandName={brandName} onLogout={user ? () => void logout() : undefined}>
              {inner}
            </ShellFrame>
          )}
        />
      );
      break;
    }
  }
  return (
    <ShellServicesProvider value={services}>
      {sessionBanner}
      <Suspense fallback={<PageSpinner label="Loading" />}>{content}</Suspense>
    </ShellServicesProvider>
  );
}
