import { Link } from 'react-router-dom';
import { Alert } from '../Alert';
import { Button, buttonClass } from '../Button';
import { EmptyState } from '../EmptyState';
import { PageSpinner } from '../Spinner';
import type { MessagesApi } from './api';
import { messageErrorText } from './compose';
import { coachConversationOf } from './inbox-state';
import { ThreadView } from './ThreadView';
import { useInbox } from './use-inbox';
import './messages.css';

export interface ClientConversationProps {
  api: MessagesApi;
  me: string;
  clientId: string;
}

const noop = () => {};

/** `/client-messages?clientId=`: the coach's conversation with one client, opened directly. */
export function ClientConversation({ api, me, clientId }: ClientConversationProps) {
  const inbox = useInbox(api, me, { clientId }, null);
  const conversation = inbox.items && coachConversationOf(inbox.items);
  const allLink = (
    <Link
      to={
        conversation ? `/messages?conversation=${encodeURIComponent(conversation.id)}` : '/messages'
      }
      className="ui-msg-back-link"
    >
      <span aria-hidden="true">←</span> All conversations
    </Link>
  );

  if (!inbox.items && inbox.error)
    return (
      <Alert variant="error" title="We couldn't load this conversation">
        <p>{messageErrorText(inbox.error)}</p>
        <Button size="sm" variant="outline" onClick={() => inbox.reload()}>
          Try again
        </Button>
      </Alert>
    );
  if (!inbox.items) return <PageSpinner label="Loading the conversation" />;
  if (!conversation)
    return (
      <EmptyState
        icon="✉"
        title="No conversation with this client yet"
        description="It starts once she has an account. Her messages will show here."
        action={
          <Link to="/messages" className={buttonClass('outline', 'sm')}>
            All conversations
          </Link>
        }
      />
    );
  return (
    <div className="ui-msg-single">
      {allLink}
      <div className="ui-msg-workspace ui-msg-workspace--single">
        <ThreadView
          key={conversation.id}
          api={api}
          me={me}
          conversation={conversation}
          onRead={noop}
        />
      </div>
    </div>
  );
}
