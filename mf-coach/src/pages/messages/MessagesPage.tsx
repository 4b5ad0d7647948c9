import { EmptyState, useShellServices } from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { MessagesWorkspace, useMessagesApi } from '@wellness/ui/messages';

/**
 * `/messages`: every conversation (hers with each client, and the nutritionists' she reads), unread
 * first, searchable by client name and message text.
 */
export function MessagesPage(_props: PageProps) {
  const { user } = useShellServices();
  const api = useMessagesApi();
  if (!user) return <EmptyState title="Please sign in to read your messages" />;
  return <MessagesWorkspace api={api} me={user.id} />;
}
