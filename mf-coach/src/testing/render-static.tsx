import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_BRAND } from '@wellness/contracts';
import { ShellServicesProvider } from '@wellness/ui';
import type { ShellServices } from '@wellness/ui';

/** Shell services for a page rendered in a unit test: no user, and requests that never answer. */
const services = {
  user: null,
  brand: DEFAULT_BRAND,
  apiRequest: () => new Promise<never>(() => undefined),
  uploadRequest: () => Promise.reject(new Error('no uploads here')),
  notify: () => undefined,
  setPageTitle: () => undefined,
  logout: () => Promise.resolve(),
} satisfies ShellServices;

/**
 * A coach page's markup, rendered with the providers the shell gives it. Pass a query client holding
 * answers (`setQueryData`) to render a page as it looks once its queries have answered.
 */
export const renderStatic = (node: React.ReactNode, queryClient = new QueryClient()) =>
  renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ShellServicesProvider value={services}>
        <MemoryRouter>{node}</MemoryRouter>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
