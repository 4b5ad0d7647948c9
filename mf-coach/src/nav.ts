import { pageMenu } from '@wellness/ui';
import type { NavItem } from '@wellness/ui';
import { COACH_PAGES } from './page-map';

/** The coach's menu (from the page map) with the pending-approvals count on its item. */
export function coachNav(pendingApprovals: number | undefined): readonly NavItem[] {
  return pageMenu(COACH_PAGES).map((item) =>
    item.to === '/pending-approvals' && pendingApprovals
      ? { ...item, badge: pendingApprovals, badgeLabel: 'waiting' }
      : item,
  );
}
