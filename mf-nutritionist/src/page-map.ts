import type { PageMap } from '@wellness/ui';
import { AssignedClients } from './pages/dashboard/AssignedClients';

/**
 * Every page of the nutritionist area, in menu order. A page without a component (or `load`, for one
 * whose code should download on its first visit) shows its title on a "Coming soon" panel.
 */
export const NUTRITIONIST_PAGES: PageMap<'nutritionist'> = {
  dashboard: { title: 'My clients', menu: { to: '/dashboard' }, component: AssignedClients },
  messages: { title: 'Messages', menu: { to: '/messages' } },
  'profile-settings': { title: 'Profile settings', menu: { to: '/profile-settings' } },
  'client-profile': {
    title: 'Client profile',
    comingSoon: (params) => `Nutrition details of client ${params.clientId} will appear here.`,
  },
};
