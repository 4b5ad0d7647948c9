import type { RemoteProps } from '@wellness/contracts';
import { ComingSoon, DashboardLayout, ShellServicesProvider } from '@wellness/ui';
import type { NavItem } from '@wellness/ui';
import { AssignedClients } from './AssignedClients';

export const NUTRITIONIST_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'My clients' },
  { to: '/messages', label: 'Messages' },
  { to: '/profile-settings', label: 'Profile settings' },
];
const TITLES: Record<string, string> = {
  messages: 'Messages',
  'profile-settings': 'Profile settings',
  'client-profile': 'Client profile',
};

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
        {page === 'dashboard' ? (
          <AssignedClients apiRequest={services.apiRequest} />
        ) : (
          <ComingSoon
            title={TITLES[page] ?? 'Coming soon'}
            description={
              page === 'client-profile'
                ? `Nutrition details of client ${params.clientId} will appear here.`
                : undefined
            }
          />
        )}
      </DashboardLayout>
    </ShellServicesProvider>
  );
}
