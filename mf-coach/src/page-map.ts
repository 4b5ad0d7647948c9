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
    menu: { to: '/leads', group: 'Clients' },
    load: () => import('./pages/leads/LeadsPage').then((m) => m.LeadsPage),
  },
  clients: { title: 'Clients', menu: { to: '/clients', group: 'Clients' }, load: clientsPage },
  'pending-approvals': {
    title: 'Pending approvals',
    menu: { to: '/pending-approvals', group: 'Clients' },
    load: () => import('./pages/approvals/ApprovalsPage').then((m) => m.ApprovalsPage),
  },
  checkins: {
    title: 'Check-ins',
    menu: { to: '/checkins', group: 'Coaching' },
    load: () => import('./pages/checkins/CheckinsPage').then((m) => m.CheckinsPage),
  },
  'client-checkins': {
    title: 'Client check-ins',
    load: () =>
      import('./pages/client-checkins/ClientCheckinsPage').then((m) => m.ClientCheckinsPage),
  },
  messages: {
    title: 'Messages',
    menu: { to: '/messages', group: 'Coaching' },
    load: () => import('./pages/messages/MessagesPage').then((m) => m.MessagesPage),
  },
  'client-messages': {
    title: 'Client messages',
    load: () => import('./pages/messages/ClientMessagesPage').then((m) => m.ClientMessagesPage),
  },
  emails: {
    title: 'Emails',
    menu: { to: '/emails', group: 'Coaching' },
    load: () => import('./pages/emails/EmailsPage').then((m) => m.EmailsPage),
  },
  'email-preview': {
    title: 'Email preview',
    load: () => import('./pages/emails/EmailPreviewPage').then((m) => m.EmailPreviewPage),
  },
  automation: {
    title: 'Automation',
    menu: { to: '/automation', group: 'Coaching' },
    load: () => import('./pages/automation/AutomationPage').then((m) => m.AutomationPage),
  },
  finances: {
    title: 'Finances',
    menu: { to: '/finances', group: 'Business' },
    load: () => import('./pages/finances/FinancesPage').then((m) => m.FinancesPage),
  },
  team: {
    title: 'Team',
    menu: { to: '/team', group: 'Settings' },
    load: () => import('./pages/team/TeamPage').then((m) => m.TeamPage),
  },
  import: {
    title: 'Import',
    menu: { to: '/import', group: 'Business' },
    load: () => import('./pages/imports/ImportPage').then((m) => m.ImportPage),
  },
  'bulk-import': {
    title: 'Imports',
    load: () => import('./pages/imports/ImportsListPage').then((m) => m.ImportsListPage),
  },
  'cms-clients': { title: 'Client records', load: clientsPage },
  'backup-download': {
    title: 'Backups',
    menu: { to: '/backup-download', group: 'Business' },
    load: () => import('./pages/backups/BackupsPage').then((m) => m.BackupsPage),
  },
  'data-protection': {
    title: 'Data protection',
    menu: { to: '/data-protection', group: 'Business' },
    load: () =>
      import('./pages/data-protection/DataProtectionPage').then((m) => m.DataProtectionPage),
  },
  'profile-settings': {
    title: 'Profile settings',
    menu: { to: '/profile-settings', group: 'Settings' },
  },
  'client-profile': {
    title: 'Client profile',
    load: () => import('./pages/profile/ClientProfilePage').then((m) => m.ClientProfilePage),
  },
  'client-photos': {
    title: 'Client photos',
    load: () => import('./pages/photos/ClientPhotosPage').then((m) => m.ClientPhotosPage),
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
