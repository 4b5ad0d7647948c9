import type { RemoteProps } from '@wellness/contracts';
import { DashboardLayout, PageOutlet, pageMenu, ShellServicesProvider } from '@wellness/ui';
import { NUTRITIONIST_PAGES } from './page-map';

const NUTRITIONIST_NAV = pageMenu(NUTRITIONIST_PAGES);

/** The nutritionist area. The shell passes the page id from the route table; the page map shows it. */
export default function NutritionistApp({ page, params, ...services }: RemoteProps) {
  const firstName = services.user?.firstName;
  return (
    <ShellServicesProvider value={services}>
      <DashboardLayout
        title="Nutritionist Dashboard"
        subtitle={firstName ? `Welcome back, ${firstName}` : undefined}
        brandName={services.brand.businessName}
        nav={NUTRITIONIST_NAV}
        onLogout={() => void services.logout()}
      >
        <PageOutlet pages={NUTRITIONIST_PAGES} page={page} params={params} />
      </DashboardLayout>
    </ShellServicesProvider>
  );
}
