import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, buttonClass, useShellServices } from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { ClientConversation, useMessagesApi } from '@wellness/ui/messages';

/** `/client-messages?clientId=`: her conversation with one client (from the client's profile). */
export function ClientMessagesPage(_props: PageProps) {
  const { user } = useShellServices();
  const api = useMessagesApi();
  const [search] = useSearchParams();
  const clientId = search.get('clientId')?.trim();
  if (!user) return <EmptyState title="Please sign in to read your messages" />;
  if (!clientId)
    return (
      <section className="ui-card">
        <EmptyState
          icon="?"
          title="Which client?"
          description="Open a client's profile and choose Message, or see all conversations."
          action={
            <>
              <Link to="/clients" className={buttonClass('primary', 'sm')}>
                Clients
              </Link>{' '}
              <Link to="/messages" className={buttonClass('outline', 'sm')}>
                All conversations
              </Link>
            </>
          }
        />
      </section>
    );
  return <ClientConversation key={clientId} api={api} me={user.id} clientId={clientId} />;
}
