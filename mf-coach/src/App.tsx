import './coach.css';
import type { ReactNode } from 'react';
import type { RemoteProps } from '@wellness/contracts';
import { DashboardLayout, PageOutlet, ShellServicesProvider } from '@wellness/ui';
import type { ShellServices } from '@wellness/ui';
import { useDashboardSummary } from './api/dashboard';
import { coachNav } from './nav';
import { COACH_PAGES } from './page-map';

function CoachFrame({ services, children }: { services: ShellServices; children: ReactNode }) {
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
      {children}
    </DashboardLayout>
  );
}

/** The coach area. The shell passes the page id from the route table; the page map shows it. */
export default function CoachApp({ page, params, ...services }: RemoteProps) {
  return (
    <ShellServicesProvider value={services}>
      <CoachFrame services={services}>
        <PageOutlet pages={COACH_PAGES} page={page} params={params} />
      </CoachFrame>
    </ShellServicesProvider>
  );
}
