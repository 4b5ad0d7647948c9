import type { NavItem } from '@wellness/ui';

/** Every coach-area route (SPEC §2), in the order a coach works. */
export const COACH_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/leads', label: 'Leads' },
  { to: '/clients', label: 'Clients' },
  { to: '/pending-approvals', label: 'Pending approvals' },
  { to: '/checkins', label: 'Check-ins' },
  { to: '/client-checkins', label: 'Client check-ins' },
  { to: '/messages', label: 'Messages' },
  { to: '/client-messages', label: 'Client messages' },
  { to: '/emails', label: 'Emails' },
  { to: '/email-preview', label: 'Email preview' },
  { to: '/automation', label: 'Automation' },
  { to: '/finances', label: 'Finances' },
  { to: '/team', label: 'Team' },
  { to: '/import', label: 'Import' },
  { to: '/bulk-import', label: 'Bulk import' },
  { to: '/cms/clients', label: 'Client records' },
  { to: '/backup-download', label: 'Backups' },
  { to: '/profile-settings', label: 'Profile settings' },
];

/** The navigation with the pending-approvals count on its item. */
export function coachNav(pendingApprovals: number | undefined): readonly NavItem[] {
  return COACH_NAV.map((item) =>
    item.to === '/pending-approvals' && pendingApprovals
      ? { ...item, badge: pendingApprovals, badgeLabel: 'waiting' }
      : item,
  );
}

export const COACH_PAGE_TITLES: Record<string, string> = {
  ...Object.fromEntries(
    COACH_NAV.map((n) => [n.to.replace(/^\//, '').replace('cms/clients', 'cms-clients'), n.label]),
  ),
  'client-profile': 'Client profile',
  'client-photos': 'Client photos',
};
