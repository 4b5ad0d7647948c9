import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Conversation } from '@wellness/contracts';
import { EmptyState } from '../EmptyState';
import { useMediaQuery } from '../RecordCards';
import { PageSpinner } from '../Spinner';
import type { MessagesApi } from './api';
import { ConversationList } from './ConversationList';
import { ThreadView } from './ThreadView';
import { useDebouncedValue, useInbox } from './use-inbox';
import './messages.css';

/** From this width the inbox and the thread sit side by side; narrower, they are two screens. */
export const SIDE_BY_SIDE = '(min-width: 900px)';
/** The open conversation is in the address (`?conversation=`): back and reload keep it. */
const OPEN_PARAM = 'conversation';

export interface MessagesWorkspaceProps {
  api: MessagesApi;
  /** The signed-in user's id. */
  me: string;
  /** Open the first conversation on wide screens when none is chosen (a client has one or two). */
  openFirst?: boolean;
  /** Offer the search box and "Unread only" (for whoever has many conversations). */
  showTools?: boolean;
}

/**
 * `/messages` in every area: the inbox of conversations and, beside it (or instead of it on a
 * phone), the open thread with its message box. Live through the page's one stream.
 */
export function MessagesWorkspace({
  api,
  me,
  openFirst = false,
  showTools = true,
}: MessagesWorkspaceProps) {
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const q = useDebouncedValue(search, 300);
  const inbox = useInbox(api, me, { q, unreadOnly }, openId);

  // The open conversation stays open when a search or filter hides it from the list.
  const known = useRef(new Map<string, Conversation>());
  for (const conversation of inbox.items ?? []) known.current.set(conversation.id, conversation);
  const open = openId ? (known.current.get(openId) ?? null) : null;

  const select = useCallback(
    (conversationId: string | null, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (conversationId) next.set(OPEN_PARAM, conversationId);
          else next.delete(OPEN_PARAM);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const first = inbox.items?.[0]?.id;
  useEffect(() => {
    if (openFirst && wide && !openId && first) select(first, true);
  }, [openFirst, wide, openId, first, select]);

  // On a phone the thread replaces the list once the conversation is known (until then, the list
  // shows its loading or error state).
  const showList = wide || !open;
  let thread = null;
  if (open)
    thread = (
      <ThreadView
        key={open.id}
        api={api}
        me={me}
        conversation={open}
        onBack={wide ? undefined : () => select(null)}
        onRead={inbox.markRead}
        onSent={inbox.applyMessage}
      />
    );
  else if (wide && openId && !inbox.items)
    thread = (
      <div className="ui-msg-thread ui-msg-thread--placeholder">
        <PageSpinner label="Loading the conversation" />
      </div>
    );
  else if (wide)
    thread = (
      <div className="ui-msg-thread ui-msg-thread--placeholder">
        <EmptyState
          icon="✉"
          title={openId ? 'This conversation is not available' : 'Choose a conversation'}
          description={openId ? 'It may have been closed, or it is not one of yours.' : undefined}
        />
      </div>
    );

  return (
    <div className={wide ? 'ui-msg-workspace ui-msg-workspace--wide' : 'ui-msg-workspace'}>
      {showList && (
        <ConversationList
          inbox={inbox}
          me={me}
          selectedId={openId}
          onSelect={(conversationId) => select(conversationId)}
          search={search}
          onSearch={setSearch}
          unreadOnly={unreadOnly}
          onUnreadOnly={setUnreadOnly}
          showTools={showTools}
        />
      )}
      {thread}
    </div>
  );
}
