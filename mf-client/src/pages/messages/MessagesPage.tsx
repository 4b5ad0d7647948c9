import { EmptyState, useShellServices } from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { MessagesWorkspace, useMessagesApi } from '@wellness/ui/messages';

/** `/messages`: her conversations with her coach (and nutritionist), the first open on a wide screen. */
export function MessagesPage(_props: PageProps) {
  const { user } = useShellServices();
  const api = useMessagesApi();
  if (!user) return <EmptyState title="Please sign in to read your messages" />;
  // One or two conversations: no search box or filter to get in the way.
  return <MessagesWorkspace api={api} me={user.id} openFirst showTools={false} />;
}
