import { pageMenu } from '@wellness/ui';
import type { NavItem } from '@wellness/ui';
import { withMessagesBadge } from '@wellness/ui/messages/badge';
import { COACH_PAGES } from './page-map';

/** The coach's menu (from the page map) with the pending-approvals and unread-messages counts. */
export function coachNav(
  pendingApprovals: number | undefined,
  unreadMessages?: number | null,
): readonly NavItem[] {
  const menu = pageMenu(COACH_PAGES).map((item) =>
    item.to === '/pending-approvals' && pendingApprovals
      ? { ...item, badge: pendingApprovals, badgeLabel: 'waiting' }
      : item,
  );
  return withMessagesBadge(menu, unreadMessages);
}
