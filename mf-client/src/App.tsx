import type { RemoteProps } from '@wellness/contracts';
import { DashboardLayout, PageOutlet, pageMenu, ShellServicesProvider } from '@wellness/ui';
import { CLIENT_PAGES } from './page-map';

const CLIENT_NAV = pageMenu(CLIENT_PAGES);

/** The client area. The shell passes the page id from the route table; the page map shows it. */
export default function ClientApp({ page, params, ...services }: RemoteProps) {
  const firstName = services.user?.firstName;
  return (
    <ShellServicesProvider value={services}>
      <DashboardLayout
        title="Client Dashboard"
        subtitle={firstName ? `Welcome back, ${firstName}` : undefined}
        brandName={services.brand.businessName}
        nav={CLIENT_NAV}
        onLogout={() => void services.logout()}
      >
        <PageOutlet pages={CLIENT_PAGES} page={page} params={params} />
      </DashboardLayout>
    </ShellServicesProvider>
  );
}
