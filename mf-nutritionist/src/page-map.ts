import type { PageMap } from '@wellness/ui';

/**
 * Every page of the nutritionist area, in menu order. A page without a component (or `load`, for one
 * whose code should download on its first visit) shows its title on a "Coming soon" panel.
 */
export const NUTRITIONIST_PAGES: PageMap<'nutritionist'> = {
  dashboard: {
    title: 'My clients',
    menu: { to: '/dashboard' },
    load: () => import('./pages/dashboard/AssignedClients').then((m) => m.AssignedClients),
  },
  messages: {
    title: 'Messages',
    menu: { to: '/messages' },
    load: () => import('./pages/messages/MessagesPage').then((m) => m.MessagesPage),
  },
  'profile-settings': { title: 'Profile settings', menu: { to: '/profile-settings' } },
  'client-profile': {
    title: 'Client profile',
    load: () => import('./pages/client/ClientDetailPage').then((m) => m.ClientDetailPage),
  },
  'client-checkins': {
    title: 'Client check-ins',
    load: () => import('./pages/client/ClientCheckinsPage').then((m) => m.ClientCheckinsPage),
  },
  'client-nutrition': {
    title: 'Client nutrition',
    load: () => import('./pages/nutrition/ClientNutritionPage').then((m) => m.ClientNutritionPage),
  },
  'plan-editor': {
    title: 'Nutrition plan',
    load: () => import('./pages/plans/PlanEditorPage').then((m) => m.PlanEditorPage),
  },
};
