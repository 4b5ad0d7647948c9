import { areaApp, pageMenu } from '@wellness/ui';
import { useMessagesApi, useUnreadMessages, withMessagesBadge } from '@wellness/ui/messages/badge';
import { NUTRITIONIST_PAGES } from './page-map';

const MENU = pageMenu(NUTRITIONIST_PAGES);

/** The nutritionist area. The shell passes the page id from the route table; the page map shows it. */
export default areaApp({
  title: 'Nutritionist Dashboard',
  pages: NUTRITIONIST_PAGES,
  // Her unread messages on the Messages item, live.
  useNav: () => withMessagesBadge(MENU, useUnreadMessages(useMessagesApi())),
});
