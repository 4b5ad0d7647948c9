import { useId } from 'react';
import { TEXT_LIMITS } from '@wellness/contracts';
import type { Conversation } from '@wellness/contracts';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Spinner } from '../Spinner';
import { cx } from '../cx';
import { previewText } from './attachments';
import { messageErrorText } from './compose';
import { formatActivity } from './days';
import { conversationName } from './inbox-state';
import type { InboxState } from './use-inbox';

export interface ConversationListProps {
  inbox: InboxState;
  me: string;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  search: string;
  onSearch: (q: string) => void;
  unreadOnly: boolean;
  onUnreadOnly: (unreadOnly: boolean) => void;
  /** Whether to offer the search and filter (worth it with many conversations: the coach's). */
  showTools: boolean;
}

function ConversationButton({
  conversation,
  me,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  me: string;
  selected: boolean;
  onSelect: (conversationId: string) => void;
}) {
  const { name, detail } = conversationName(conversation, me);
  const last = conversation.lastMessage;
  const preview = last
    ? `${last.senderUserId === me ? 'You: ' : ''}${previewText(last)}`
    : 'No messages yet';
  return (
    <button
      type="button"
      className={cx('ui-msg-inbox__item', selected && 'ui-msg-inbox__item--selected')}
      aria-current={selected || undefined}
      onClick={() => onSelect(conversation.id)}
    >
      <span className="ui-msg-inbox__line">
        <span className="ui-msg-inbox__name">{name}</span>
        {last && (
          <time className="ui-msg-inbox__time" dateTime={last.sentAt}>
            {formatActivity(last.sentAt)}
          </time>
        )}
      </span>
      <span className="ui-msg-inbox__line">
        <span className="ui-msg-inbox__preview">
          <span className="ui-visually-hidden">{`${detail}. `}</span>
          {preview}
        </span>
        {conversation.unread > 0 && (
          <span className="ui-nav-badge ui-msg-inbox__badge">
            <span aria-hidden="true">{conversation.unread > 99 ? '99+' : conversation.unread}</span>
            <span className="ui-visually-hidden">{`, ${conversation.unread} unread`}</span>
          </span>
        )}
      </span>
      {detail && (
        <span className="ui-msg-inbox__detail" aria-hidden="true">
          {detail}
        </span>
      )}
    </button>
  );
}

/**
 * "Show more conversations": the next page, appended. It stays focusable while loading (busy,
 * not disabled), so the keyboard keeps its place.
 */
function ShowMore({ inbox }: { inbox: InboxState }) {
  return (
    <div className="ui-msg-inbox__more">
      <Button
        variant="outline"
        aria-busy={inbox.loadingMore || undefined}
        onClick={() => {
          if (!inbox.loadingMore) inbox.loadMore();
        }}
      >
        {inbox.loadingMore && <Spinner size="sm" label="" />}
        {inbox.loadingMore ? 'Loading more conversations…' : 'Show more conversations'}
      </Button>
      {inbox.moreError ? (
        <p className="ui-msg-muted" role="alert">
          {messageErrorText(
            inbox.moreError,
            'Could not load more conversations. Please try again.',
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The inbox: search, "Unread only", and a button per conversation (unread first, then latest). */
export function ConversationList({
  inbox,
  me,
  selectedId,
  onSelect,
  search,
  onSearch,
  unreadOnly,
  onUnreadOnly,
  showTools,
}: ConversationListProps) {
  const id = useId();
  const filtered = Boolean(search.trim()) || unreadOnly;
  let list;
  if (!inbox.items && inbox.error)
    list = (
      <Alert variant="error" title="We couldn't load your conversations">
        <p>{messageErrorText(inbox.error)}</p>
        <Button size="sm" variant="outline" onClick={() => inbox.reload()}>
          Try again
        </Button>
      </Alert>
    );
  else if (!inbox.items)
    list = (
      <ul className="ui-msg-inbox__skeleton" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} />
        ))}
      </ul>
    );
  else if (inbox.items.length === 0)
    list = filtered ? (
      <EmptyState
        title="No conversations match"
        description={
          search.trim() ? 'Try another name or word.' : 'You have read everything. Well done!'
        }
      />
    ) : (
      <EmptyState icon="✉" title="No conversations yet" />
    );
  else
    list = (
      <ul className="ui-msg-inbox__list" aria-labelledby={`${id}-title`}>
        {inbox.items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationButton
              conversation={conversation}
              me={me}
              selected={conversation.id === selectedId}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="ui-msg-inbox" aria-labelledby={`${id}-title`} aria-busy={inbox.loading}>
      <div className="ui-msg-inbox__head">
        <h2 id={`${id}-title`} className="ui-msg-inbox__title">
          Conversations
        </h2>
        {inbox.loading && inbox.items && <Spinner size="sm" label="Updating conversations" />}
      </div>
      {showTools && (
        <div className="ui-msg-inbox__tools" role="search">
          <label htmlFor={`${id}-q`} className="ui-visually-hidden">
            Search conversations by name or message
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="ui-input"
            placeholder="Search by name or message"
            value={search}
            maxLength={TEXT_LIMITS.search}
            onChange={(event) => onSearch(event.target.value)}
          />
          <label className="ui-msg-inbox__filter">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => onUnreadOnly(event.target.checked)}
            />{' '}
            Unread only
          </label>
        </div>
      )}
      {inbox.items && inbox.error ? (
        <p className="ui-msg-muted" role="status">
          {messageErrorText(inbox.error, 'Could not refresh the conversations.')}{' '}
          <Button size="sm" variant="ghost" onClick={() => inbox.reload()}>
            Try again
          </Button>
        </p>
      ) : null}
      {list}
      {inbox.items && inbox.hasMore && <ShowMore inbox={inbox} />}
    </section>
  );
}
