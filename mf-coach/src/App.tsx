import './coach.css';
import { areaApp } from '@wellness/ui';
import { useMessagesApi, useUnreadMessages } from '@wellness/ui/messages/badge';
import { useDashboardSummary } from './api/dashboard';
import { coachNav } from './nav';
import { COACH_PAGES } from './page-map';

/** The coach area. The shell passes the page id from the route table; the page map shows it. */
export default areaApp({
  title: 'Coach Dashboard',
  pages: COACH_PAGES,
  // The pending-approvals count and her unread messages (live) on their menu items.
  useNav: () =>
    coachNav(useDashboardSummary().data?.pendingApprovals, useUnreadMessages(useMessagesApi())),
});
