import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, Message } from '@wellness/contracts';
import type { ConversationFilter, MessagesApi } from './api';
import {
  withConversationRead,
  withFirstPage,
  withIncomingMessage,
  withNextPage,
} from './inbox-state';
import type { LoadedInbox } from './inbox-state';
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
  /** Whether more conversations follow those listed ("Show more conversations"). */
  hasMore: boolean;
  /** Loads the next page and appends it. */
  loadMore: () => void;
  loadingMore: boolean;
  /** Why the last "show more" failed; null otherwise. */
  moreError: unknown;
}

/** Her conversations for a filter, kept in order as messages arrive (stream or polling). */
export function useInbox(
  api: MessagesApi,
  me: string,
  filter: ConversationFilter,
  openConversationId: string | null,
): InboxState {
  // The list and the filter it answers (a new search or filter starts again from the first page).
  const [loaded, setLoaded] = useState<{ key: string; inbox: LoadedInbox } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const inbox = loaded?.inbox ?? null;
  const items = inbox?.items ?? null;
  const latest = useRef({ inbox, openConversationId, request: 0, more: 0, key: '' });
  useEffect(() => {
    latest.current.inbox = inbox;
    latest.current.openConversationId = openConversationId;
  });

  const { q, unreadOnly, clientId } = filter;
  const key = JSON.stringify([q?.trim() ?? '', Boolean(unreadOnly), clientId ?? '']);
  const reload = useCallback(
    (quiet = false) => {
      const request = ++latest.current.request;
      if (!quiet) setLoading(true);
      api.conversations({ q, unreadOnly, clientId }).then(
        (page) => {
          if (request !== latest.current.request) return;
          if (latest.current.key !== key) {
            // A page of the previous filter still on its way is not this list's.
            latest.current.key = key;
            latest.current.more++;
            setLoadingMore(false);
            setMoreError(null);
          }
          setLoaded((current) => ({
            key,
            inbox: withFirstPage(current?.key === key ? current.inbox : null, page),
          }));
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
    [api, q, unreadOnly, clientId, key],
  );
  useEffect(() => reload(), [reload]);

  const nextOffset = loaded?.key === key ? loaded.inbox.nextOffset : null;
  const loadMore = useCallback(() => {
    if (nextOffset === null) return;
    const request = ++latest.current.more;
    setLoadingMore(true);
    setMoreError(null);
    api.conversations({ q, unreadOnly, clientId, offset: nextOffset }).then(
      (page) => {
        if (request !== latest.current.more) return;
        setLoaded((current) =>
          current?.key === key ? { key, inbox: withNextPage(current.inbox, page) } : current,
        );
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (request !== latest.current.more) return;
        setMoreError(failure);
        setLoadingMore(false);
      },
    );
  }, [api, q, unreadOnly, clientId, key, nextOffset]);

  /** Changes the loaded conversations (a live message, a read). */
  const updateItems = useCallback(
    (change: (items: Conversation[]) => Conversation[]) =>
      setLoaded(
        (current) =>
          current && {
            ...current,
            inbox: { ...current.inbox, items: change(current.inbox.items) },
          },
      ),
    [],
  );

  const applyMessage = useCallback(
    (message: Message) => {
      const current = latest.current.inbox;
      if (!current) return;
      const next = withIncomingMessage(
        current.items,
        message,
        me,
        latest.current.openConversationId,
      );
      if (next) updateItems(() => next);
      else reload(true);
    },
    [me, reload, updateItems],
  );
  useMessageStream({
    onEvent: (event) => {
      if (event.type === 'message') applyMessage(event.message);
    },
    onPoll: () => reload(true),
  });

  const markRead = useCallback(
    (conversationId: string) =>
      updateItems((current) => withConversationRead(current, conversationId)),
    [updateItems],
  );
  return {
    items,
    error,
    loading,
    reload,
    markRead,
    applyMessage,
    hasMore: nextOffset !== null,
    loadMore,
    loadingMore,
    moreError,
  };
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
