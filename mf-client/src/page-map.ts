import type { PageLoader, PageMap } from '@wellness/ui';
import { ClientDashboard } from './pages/dashboard/ClientDashboard';
import { preloadGalleryData } from './pages/photos/photo-pages';

// /nutrition and /nutrition-plans show the same page (one loader: her plan and shopping list).
const nutritionPage: PageLoader = () =>
  import('./pages/nutrition/NutritionPage').then((m) => m.NutritionPage);

/** The client area's heading. */
export const CLIENT_AREA_TITLE = 'Client Dashboard';

/**
 * Every page of the client area, in menu order. A page without a component (or `load`, for one whose
 * code should download on its first visit) shows its title on a "Coming soon" panel.
 */
export const CLIENT_PAGES: PageMap<'client'> = {
  dashboard: { title: 'My dashboard', menu: { to: '/dashboard' }, component: ClientDashboard },
  checkin: {
    title: 'Weekly check-in',
    menu: { to: '/checkin' },
    load: () => import('./pages/checkin/CheckinPage').then((m) => m.CheckinPage),
  },
  'client-checkins': {
    title: 'My check-ins',
    menu: { to: '/client-checkins' },
    load: () => import('./pages/history/CheckinHistoryPage').then((m) => m.CheckinHistoryPage),
  },
  'client-photos': {
    title: 'My progress photos',
    load: () => {
      preloadGalleryData();
      return import('./pages/photos/PhotosPage').then((m) => m.PhotosPage);
    },
  },
  nutrition: { title: 'Nutrition', menu: { to: '/nutrition' }, load: nutritionPage },
  'nutrition-plans': {
    title: 'Nutrition plans',
    menu: { to: '/nutrition-plans' },
    load: nutritionPage,
  },
  messages: {
    title: 'Messages',
    menu: { to: '/messages' },
    load: () => import('./pages/messages/MessagesPage').then((m) => m.MessagesPage),
  },
  onboarding: {
    title: 'Onboarding',
    menu: { to: '/onboarding' },
    load: () => import('./pages/onboarding/OnboardingPage').then((m) => m.OnboardingPage),
  },
  subscribe: {
    title: 'Subscription',
    menu: { to: '/subscribe' },
    load: () => import('./pages/subscribe/SubscribePage').then((m) => m.SubscribePage),
  },
  'profile-settings': {
    title: 'Profile settings',
    menu: { to: '/profile-settings' },
    load: () => import('./pages/settings/ProfileSettingsPage').then((m) => m.ProfileSettingsPage),
  },
  'data-protection': {
    title: 'Your data',
    menu: { to: '/data-protection' },
    load: () =>
      import('./pages/data-protection/DataProtectionPage').then((m) => m.DataProtectionPage),
  },
};
