import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment, Conversation, Message } from '@wellness/contracts';
import type { MessagesApi } from './api';
import { messageErrorText, newMessageId } from './compose';
import { isParticipant } from './inbox-state';
import { useMessageStream } from './stream';
import {
  markReadTarget,
  mergeMessages,
  withDelivery,
  withNewestPage,
  withOlderPage,
  withOutgoing,
  withRead,
} from './thread-state';
import type { ThreadState } from './thread-state';
import { setUnreadMessages } from './unread';

export interface ThreadHandle {
  /** Null until the first page is in. */
  thread: ThreadState | null;
  error: unknown;
  reload: () => void;
  loadingOlder: boolean;
  olderError: unknown;
  loadOlder: () => void;
  send: (body: string, attachments?: Attachment[]) => void;
  retry: (messageId: string) => void;
}

/** Whether the page is in front of her (a hidden tab does not mark anything read). */
function usePageVisible(): boolean {
  const read = () => typeof document === 'undefined' || document.visibilityState === 'visible';
  const [visible, setVisible] = useState(read);
  useEffect(() => {
    const onChange = () => setVisible(read());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * One conversation's messages: newest page first, older on demand, live ones merged in, hers sent
 * (and sent again with the same id), and marked read while she looks at it.
 */
export function useThread(
  api: MessagesApi,
  conversation: Conversation,
  me: string,
  onRead: (conversationId: string) => void,
  onSent?: (message: Message) => void,
): ThreadHandle {
  const conversationId = conversation.id;
  const [thread, setThread] = useState<ThreadState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const latest = useRef({ thread, markedUpTo: null as string | null });
  useEffect(() => {
    latest.current.thread = thread;
  });

  const reload = useCallback(() => {
    api.messages(conversationId).then(
      (page) => {
        setThread((current) => withNewestPage(current, page));
        setError(null);
      },
      (failure: unknown) => setError(failure),
    );
  }, [api, conversationId]);
  useEffect(reload, [reload]);

  const loadOlder = useCallback(() => {
    const before = latest.current.thread?.before;
    if (!before || loadingOlder) return;
    setLoadingOlder(true);
    setOlderError(null);
    api.messages(conversationId, before).then(
      (page) => {
        setThread((current) => current && withOlderPage(current, page));
        setLoadingOlder(false);
      },
      (failure: unknown) => {
        setOlderError(failure);
        setLoadingOlder(false);
      },
    );
  }, [api, conversationId, loadingOlder]);

  useMessageStream({
    onEvent: (event) => {
      if (event.type === 'message' && event.conversationId === conversationId)
        setThread(
          (current) =>
            current && { ...current, messages: mergeMessages(current.messages, [event.message]) },
        );
      else if (event.type === 'read' && event.conversationId === conversationId)
        setThread((current) => current && withRead(current, event.userId, event.upTo));
    },
    onPoll: reload,
  });

  const post = useCallback(
    (id: string, body: string, attachments: readonly Attachment[]) => {
      const attachmentIds = attachments.map((a) => a.id);
      api
        .send(conversationId, { id, body, ...(attachmentIds.length ? { attachmentIds } : {}) })
        .then(
          (message) => {
            setThread(
              (current) =>
                current && { ...current, messages: mergeMessages(current.messages, [message]) },
            );
            onSent?.(message);
          },
          (failure: unknown) =>
            setThread(
              (current) =>
                current &&
                withDelivery(
                  current,
                  id,
                  'failed',
                  messageErrorText(failure, 'Not sent. Please try again.'),
                ),
            ),
        );
    },
    [api, conversationId, onSent],
  );

  const send = useCallback(
    (body: string, attachments: Attachment[] = []) => {
      const id = newMessageId();
      setThread(
        (current) =>
          current &&
          withOutgoing(current, { id, conversationId, senderUserId: me, body, attachments }),
      );
      post(id, body, attachments);
    },
    [conversationId, me, post],
  );

  const retry = useCallback(
    (messageId: string) => {
      const message = latest.current.thread?.messages.find((m) => m.id === messageId);
      if (!message || message.status !== 'failed') return;
      setThread((current) => current && withDelivery(current, messageId, 'sending'));
      // The same id, text and attachments: the server answers with the message if it got it.
      post(messageId, message.body, message.attachments);
    },
    [post],
  );

  // Read while she looks at it: when it opens, and when new messages come in while it is in front.
  const visible = usePageVisible();
  const participant = isParticipant(conversation, me);
  const target = thread && markReadTarget(thread.messages, thread.readUpTo, me, participant);
  useEffect(() => {
    if (!visible || !target || latest.current.markedUpTo === target) return;
    latest.current.markedUpTo = target;
    api.markRead(conversationId, target).then(
      (answer) => {
        setUnreadMessages(answer.total);
        setThread((current) => current && withRead(current, me, target));
        onRead(conversationId);
      },
      () => {
        // Marking read is not worth an error on screen: the next message tries again.
        latest.current.markedUpTo = null;
      },
    );
  }, [api, conversationId, me, onRead, target, visible]);

  return { thread, error, reload, loadingOlder, olderError, loadOlder, send, retry };
}
