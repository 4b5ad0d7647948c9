// @wellness/ui/messages: messaging (inbox, thread, message box, live updates, unread badge), a
// subpath of the design system so that each area's messages page downloads it with the page. The
// menu's badge imports `@wellness/ui/messages/badge`: only the API, the stream and the count.
export { MessagesWorkspace, SIDE_BY_SIDE } from './MessagesWorkspace';
export type { MessagesWorkspaceProps } from './MessagesWorkspace';
export { ClientConversation } from './ClientConversation';
export type { ClientConversationProps } from './ClientConversation';
export { ThreadView } from './ThreadView';
export type { ThreadViewProps } from './ThreadView';
export { Composer } from './Composer';
export type { ComposerProps } from './Composer';
export { MessageBody } from './MessageBody';
export { MessageAttachments } from './MessageAttachments';
export {
  attachmentLabel,
  canSendWith,
  fileProblem,
  formatBytes,
  previewText,
  thumbSize,
} from './attachments';
export type { PendingAttachment } from './attachments';
export { MESSAGES_API, conversationsUrl, createMessagesApi, useMessagesApi } from './api';
export type { ConversationFilter, MessagesApi } from './api';
export { useMessageStream, subscribeToMessageStream, isPollingMessages } from './stream';
export type { StreamListener } from './stream';
export { setUnreadMessages, useUnreadMessages, withMessagesBadge } from './unread';
export { linkify } from './linkify';
export type { BodySegment } from './linkify';
export { dayLabel, formatTime, groupByDay } from './days';
export { draftKey } from './drafts';
