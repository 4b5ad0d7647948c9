import './coach.css';
import type { RemoteProps } from '@wellness/contracts';
import { ComingSoon, DashboardLayout, ShellServicesProvider } from '@wellness/ui';
import { useDashboardSummary } from './api/dashboard';
import { coachNav, COACH_PAGE_TITLES } from './nav';
import { ApprovalsPage } from './pages/approvals/ApprovalsPage';
import { ClientsPage } from './pages/clients/ClientsPage';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { LeadsPage } from './pages/leads/LeadsPage';
import { ClientProfilePage } from './pages/profile/ClientProfilePage';
import { TeamPage } from './pages/team/TeamPage';

/** The page for a page id from the shell's route table. */
function CoachPage({ page, params }: Pick<RemoteProps, 'page' | 'params'>) {
  switch (page) {
    case 'dashboard':
      return <DashboardPage />;
    case 'leads':
      return <LeadsPage />;
    case 'clients':
    case 'cms-clients':
      return <ClientsPage />;
    case 'client-profile':
      return <ClientProfilePage key={params.clientId} clientId={params.clientId ?? ''} />;
    case 'pending-approvals':
      return <ApprovalsPage />;
    case 'team':
      return <TeamPage />;
    case 'client-photos':
      return (
        <ComingSoon
          title={COACH_PAGE_TITLES[page]}
          description="Progress photos of this client will appear here."
        />
      );
    default:
      return <ComingSoon title={COACH_PAGE_TITLES[page] ?? 'Coming soon'} />;
  }
}

function CoachFrame({
  page,
  params,
  services,
}: {
  page: string;
  params: RemoteProps['params'];
  services: Omit<RemoteProps, 'page' | 'params'>;
}) {
  const summary = useDashboardSummary();
  const firstName = services.user?.firstName;
  return (
    <DashboardLayout
      title="Coach Dashboard"
      subtitle={firstName ? `Welcome back, ${firstName}` : undefined}
      brandName={services.brand.businessName}
      nav={coachNav(summary.data?.pendingApprovals)}
      onLogout={() => void services.logout()}
    >
      <CoachPage page={page} params={params} />
    </DashboardLayout>
  );
}

/** The coach area. The shell passes the page id from the route table. */
export default function CoachApp({ page, params, ...services }: RemoteProps) {
  return (
    <ShellServicesProvider value={services}>
      <CoachFrame page={page} params={params} services={services} />
    </ShellServicesProvider>
  );
}
