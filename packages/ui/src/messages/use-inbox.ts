import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, Message } from '@wellness/contracts';
import type { ConversationFilter, MessagesApi } from './api';
import { sortConversations, withConversationRead, withIncomingMessage } from './inbox-state';
import { useMessageStream } from './stream';

export interface InboxState {
  /** Null until the first answer. */
  items: Conversation[] | null;
  error: unknown;
  loading: boolean;
  /** Loads the list again (`quiet`: without showing it is loading, for polls and live changes). */
  reload: (quiet?: boolean) => void;
  /** She read a conversation: its unread count goes. */
  markRead: (conversationId: string) => void;
  /** A message sent or received: its conversation moves up (the list reloads if it is not in it). */
  applyMessage: (message: Message) => void;
}

/** Her conversations for a filter, kept in order as messages arrive (stream or polling). */
export function useInbox(
  api: MessagesApi,
  me: string,
  filter: ConversationFilter,
  openConversationId: string | null,
): InboxState {
  const [items, setItems] = useState<Conversation[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef({ items, openConversationId, request: 0 });
  useEffect(() => {
    latest.current.items = items;
    latest.current.openConversationId = openConversationId;
  });

  const { q, unreadOnly, clientId } = filter;
  const reload = useCallback(
    (quiet = false) => {
      const request = ++latest.current.request;
      if (!quiet) setLoading(true);
      api.conversations({ q, unreadOnly, clientId }).then(
        (list) => {
          if (request !== latest.current.request) return;
          setItems(sortConversations(list.items));
          setError(null);
          setLoading(false);
        },
        (failure: unknown) => {
          if (request !== latest.current.request) return;
          setError(failure);
          setLoading(false);
        },
      );
    },
    [api, q, unreadOnly, clientId],
  );
  useEffect(() => reload(), [reload]);

  const applyMessage = useCallback(
    (message: Message) => {
      if (!latest.current.items) return;
      const next = withIncomingMessage(
        latest.current.items,
        message,
        me,
        latest.current.openConversationId,
      );
      if (next) setItems(next);
      else reload(true);
    },
    [me, reload],
  );
  useMessageStream({
    onEvent: (event) => {
      if (event.type === 'message') applyMessage(event.message);
    },
    onPoll: () => reload(true),
  });

  const markRead = useCallback(
    (conversationId: string) =>
      setItems((current) => current && withConversationRead(current, conversationId)),
    [],
  );
  return { items, error, loading, reload, markRead, applyMessage };
}

/** A value that settles: the search box asks the server once she pauses typing. */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
