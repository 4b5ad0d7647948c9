// @wellness/ui/messages/badge: what an area's menu needs for its live unread count on Messages,
// without the messages components and their CSS (those download with the messages page).
export { useMessagesApi } from './api';
export { setUnreadMessages, useUnreadMessages, withMessagesBadge } from './unread';
