import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { NavItem } from '../Layout';
import type { MessagesApi } from './api';
import { useMessageStream } from './stream';

// Her unread total, for the Messages item of every area's menu: loaded once, then kept up to date by
// the stream (or polling), and by the messages page when she reads a conversation.

let total: number | null = null;
const watchers = new Set<() => void>();

/** Sets the total (from the stream, a poll, or the answer to marking read). */
export function setUnreadMessages(next: number): void {
  if (next === total) return;
  total = next;
  watchers.forEach((watcher) => watcher());
}

const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};
const snapshot = () => total;

/** Her unread total (null until known), live. */
export function useUnreadMessages(api: MessagesApi): number | null {
  const count = useSyncExternalStore(subscribe, snapshot, snapshot);
  const load = useCallback(() => {
    api.unread().then(
      (answer) => setUnreadMessages(answer.total),
      () => {
        // The badge is a hint: a failed load leaves the last count (the page itself shows errors).
      },
    );
  }, [api]);
  useEffect(load, [load]);
  useMessageStream({
    onEvent: (event) => {
      if (event.type === 'unread') setUnreadMessages(event.total);
    },
    onPoll: load,
  });
  return count;
}

/** The menu with her unread count on the Messages item (`/messages`). */
export function withMessagesBadge(
  nav: readonly NavItem[],
  unread: number | null | undefined,
): NavItem[] {
  return nav.map((item) =>
    item.to === '/messages' && unread ? { ...item, badge: unread, badgeLabel: 'unread' } : item,
  );
}
