import type { Conversation, Message } from '@wellness/contracts';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { PageSpinner } from '../Spinner';
import type { MessagesApi } from './api';
import { messageErrorText } from './compose';
import { Composer } from './Composer';
import { conversationName, readOnlyExplanation } from './inbox-state';
import { MessageLog } from './MessageLog';
import { useThread } from './use-thread';

export interface ThreadViewProps {
  api: MessagesApi;
  me: string;
  conversation: Conversation;
  /** On phones: back to the list of conversations. */
  onBack?: () => void;
  /** She read it (to clear its count in the inbox). */
  onRead: (conversationId: string) => void;
  /** One of hers reached the server (to move the conversation up in the inbox). */
  onSent?: (message: Message) => void;
}

/** One conversation: who it is with, its messages, and the box to answer (or why she cannot). */
export function ThreadView({ api, me, conversation, onBack, onRead, onSent }: ThreadViewProps) {
  const { thread, error, reload, loadingOlder, olderError, loadOlder, send, retry } = useThread(
    api,
    conversation,
    me,
    onRead,
    onSent,
  );
  const { name, detail } = conversationName(conversation, me);

  let body;
  if (!thread && error)
    body = (
      <div className="ui-msg-thread__state">
        <Alert variant="error" title="We couldn't load these messages">
          <p>{messageErrorText(error)}</p>
          <Button size="sm" variant="outline" onClick={reload}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  else if (!thread) body = <PageSpinner label="Loading messages" />;
  else if (thread.messages.length === 0)
    body = (
      <div className="ui-msg-thread__state">
        <EmptyState
          icon="✉"
          title={conversation.canSend ? 'No messages yet — say hello' : 'No messages yet'}
          description={
            conversation.canSend ? `Your messages to ${name} will show here.` : undefined
          }
        />
      </div>
    );
  else
    body = (
      <MessageLog
        thread={thread}
        me={me}
        people={conversation.people}
        withName={name}
        loadingOlder={loadingOlder}
        olderError={olderError ? messageErrorText(olderError) : null}
        onLoadOlder={loadOlder}
        onRetry={retry}
      />
    );

  return (
    <section className="ui-msg-thread" aria-labelledby={`ui-msg-thread-${conversation.id}`}>
      <header className="ui-msg-thread__header">
        {onBack && (
          <Button variant="ghost" size="sm" onClick={onBack}>
            <span aria-hidden="true">←</span> Back to conversations
          </Button>
        )}
        <div>
          <h2 id={`ui-msg-thread-${conversation.id}`} className="ui-msg-thread__title">
            {name}
          </h2>
          {detail && <p className="ui-msg-muted">{detail}</p>}
        </div>
      </header>
      {body}
      {thread && (
        <Composer
          key={conversation.id}
          me={me}
          conversationId={conversation.id}
          toName={name}
          onSend={send}
          upload={(file, options) => api.upload(conversation.id, file, file.name, options)}
          readOnlyReason={conversation.canSend ? undefined : readOnlyExplanation(conversation)}
        />
      )}
    </section>
  );
}
