import type { RemoteProps } from '@wellness/contracts';
import { ComingSoon, DashboardLayout, ShellServicesProvider } from '@wellness/ui';
import { CoachDashboard } from './Dashboard';
import { COACH_NAV, COACH_PAGE_TITLES } from './nav';

/** The coach area. The shell passes the page id from the route table. */
export default function CoachApp({ page, params, ...services }: RemoteProps) {
  const firstName = services.user?.firstName;
  let content;
  if (page === 'dashboard') content = <CoachDashboard apiRequest={services.apiRequest} />;
  else if (page === 'client-profile' || page === 'client-photos')
    content = (
      <ComingSoon
        title={COACH_PAGE_TITLES[page]}
        description={`The ${page === 'client-profile' ? 'profile' : 'progress photos'} of client ${params.clientId} will appear here.`}
      />
    );
  else content = <ComingSoon title={COACH_PAGE_TITLES[page] ?? 'Coming soon'} />;

  return (
    <ShellServicesProvider value={services}>
      <DashboardLayout
        title="Coach Dashboard"
        subtitle={firstName ? `Welcome back, ${firstName}` : undefined}
        brandName={services.brand.businessName}
        nav={COACH_NAV}
        onLogout={() => void services.logout()}
      >
        {content}
      </DashboardLayout>
    </ShellServicesProvider>
  );
}
