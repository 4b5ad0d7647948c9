import { EmptyState, useShellServices } from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { MessagesWorkspace, useMessagesApi } from '@wellness/ui/messages';

/** `/messages`: her conversations with the clients assigned to her, searchable. */
export function MessagesPage(_props: PageProps) {
  const { user } = useShellServices();
  const api = useMessagesApi();
  if (!user) return <EmptyState title="Please sign in to read your messages" />;
  return <MessagesWorkspace api={api} me={user.id} />;
}
