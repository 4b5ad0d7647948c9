import type { RemoteProps } from '@wellness/contracts';
import { ComingSoon, DashboardLayout, ShellServicesProvider } from '@wellness/ui';
import type { NavItem } from '@wellness/ui';
import { ClientDashboard } from './Dashboard';

export const CLIENT_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'My dashboard' },
  { to: '/checkin', label: 'Weekly check-in' },
  { to: '/nutrition', label: 'Nutrition' },
  { to: '/nutrition-plans', label: 'Nutrition plans' },
  { to: '/messages', label: 'Messages' },
  { to: '/onboarding', label: 'Onboarding' },
  { to: '/subscribe', label: 'Subscription' },
  { to: '/profile-settings', label: 'Profile settings' },
  { to: '/data-protection', label: 'Your data' },
];
const TITLES: Record<string, string> = Object.fromEntries(
  CLIENT_NAV.map((n) => [n.to.slice(1), n.label]),
);

export default function ClientApp({ page, params: _params, ...services }: RemoteProps) {
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
        {page === 'dashboard' ? (
          <ClientDashboard apiRequest={services.apiRequest} coachName={services.brand.coachName} />
        ) : (
          <ComingSoon title={TITLES[page] ?? 'Coming soon'} />
        )}
      </DashboardLayout>
    </ShellServicesProvider>
  );
}
