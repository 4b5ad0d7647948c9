import { areaApp, pageMenu } from '@wellness/ui';
import { useMessagesApi, useUnreadMessages, withMessagesBadge } from '@wellness/ui/messages/badge';
import { CLIENT_AREA_TITLE, CLIENT_PAGES } from './page-map';

const MENU = pageMenu(CLIENT_PAGES);

/** The client area. The shell passes the page id from the route table; the page map shows it. */
export default areaApp({
  title: CLIENT_AREA_TITLE,
  pages: CLIENT_PAGES,
  // Her unread messages on the Messages item, live.
  useNav: () => withMessagesBadge(MENU, useUnreadMessages(useMessagesApi())),
});
