import type { PageLoader, PageMap } from '@wellness/ui';

// /clients and /cms/clients show the same page (one loader: moving between them keeps its state).
const clientsPage: PageLoader = () =>
  import('./pages/clients/ClientsPage').then((m) => m.ClientsPage);

/**
 * Every page of the coach area, in menu order. A page's code and CSS download on its first visit; a
 * page without `load` shows its title on a "Coming soon" panel.
 */
export const COACH_PAGES: PageMap<'coach'> = {
  dashboard: {
    title: 'Overview',
    menu: { to: '/dashboard' },
    load: () => import('./pages/dashboard/DashboardPage').then((m) => m.DashboardPage),
  },
  leads: {
    title: 'Leads',
    menu: { to: '/leads' },
    load: () => import('./pages/leads/LeadsPage').then((m) => m.LeadsPage),
  },
  clients: { title: 'Clients', menu: { to: '/clients' }, load: clientsPage },
  'pending-approvals': {
    title: 'Pending approvals',
    menu: { to: '/pending-approvals' },
    load: () => import('./pages/approvals/ApprovalsPage').then((m) => m.ApprovalsPage),
  },
  checkins: {
    title: 'Check-ins',
    menu: { to: '/checkins' },
    load: () => import('./pages/checkins/CheckinsPage').then((m) => m.CheckinsPage),
  },
  'client-checkins': {
    title: 'Client check-ins',
    load: () =>
      import('./pages/client-checkins/ClientCheckinsPage').then((m) => m.ClientCheckinsPage),
  },
  messages: { title: 'Messages', menu: { to: '/messages' } },
  'client-messages': { title: 'Client messages', menu: { to: '/client-messages' } },
  emails: { title: 'Emails', menu: { to: '/emails' } },
  'email-preview': { title: 'Email preview', menu: { to: '/email-preview' } },
  automation: { title: 'Automation', menu: { to: '/automation' } },
  finances: { title: 'Finances', menu: { to: '/finances' } },
  team: {
    title: 'Team',
    menu: { to: '/team' },
    load: () => import('./pages/team/TeamPage').then((m) => m.TeamPage),
  },
  import: { title: 'Import', menu: { to: '/import' } },
  'bulk-import': { title: 'Bulk import', menu: { to: '/bulk-import' } },
  'cms-clients': { title: 'Client records', menu: { to: '/cms/clients' }, load: clientsPage },
  'backup-download': { title: 'Backups', menu: { to: '/backup-download' } },
  'profile-settings': { title: 'Profile settings', menu: { to: '/profile-settings' } },
  'client-profile': {
    title: 'Client profile',
    load: () => import('./pages/profile/ClientProfilePage').then((m) => m.ClientProfilePage),
  },
  'client-photos': {
    title: 'Client photos',
    comingSoon: 'Progress photos of this client will appear here.',
  },
};
