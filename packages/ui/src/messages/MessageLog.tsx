import { useLayoutEffect, useRef } from 'react';
import type { MessagePerson } from '@wellness/contracts';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { cx } from '../cx';
import { groupByDay, formatTime } from './days';
import { MessageAttachments } from './MessageAttachments';
import { MessageBody } from './MessageBody';
import { seenMessageId } from './thread-state';
import type { ThreadMessage, ThreadState } from './thread-state';

/** How close to the top (px) she scrolls before the older page loads. */
const LOAD_OLDER_WITHIN = 120;
/** How close to the bottom (px) counts as reading the newest: new messages then scroll into view. */
const FOLLOW_WITHIN = 160;

export interface MessageLogProps {
  thread: ThreadState;
  me: string;
  people: readonly MessagePerson[];
  /** Who the thread is with, for its label ("Messages with Amy Lee"). */
  withName: string;
  loadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
  onRetry: (messageId: string) => void;
}

function MessageItem({
  message,
  mine,
  sender,
  showSender,
  seen,
  onRetry,
}: {
  message: ThreadMessage;
  mine: boolean;
  sender: string;
  showSender: boolean;
  seen: boolean;
  onRetry: (messageId: string) => void;
}) {
  return (
    <li
      className={cx(
        'ui-msg-bubble',
        mine && 'ui-msg-bubble--mine',
        `ui-msg-bubble--${message.status}`,
      )}
    >
      {showSender ? (
        <span className="ui-msg-bubble__sender">{sender}</span>
      ) : (
        <span className="ui-visually-hidden">{mine ? 'You:' : `${sender}:`}</span>
      )}
      {message.body && <MessageBody body={message.body} />}
      <MessageAttachments attachments={message.attachments} />
      <span className="ui-msg-bubble__meta">
        <time dateTime={message.sentAt}>{formatTime(message.sentAt)}</time>
        {message.status === 'sending' && <span> · Sending…</span>}
      </span>
      {message.status === 'failed' && (
        <span className="ui-msg-bubble__failed" role="alert">
          <span>
            Not sent —{' '}
            <Button variant="ghost" size="sm" onClick={() => onRetry(message.id)}>
              Retry
            </Button>
          </span>
          {message.error && <span className="ui-msg-bubble__reason">{message.error}</span>}
        </span>
      )}
      {seen && <span className="ui-msg-bubble__seen">Seen</span>}
    </li>
  );
}

/**
 * The thread, newest at the bottom, in day sections. Older messages load as she scrolls up (or with
 * the button), keeping what she was reading in place; new ones scroll into view when she is at the
 * bottom (or wrote them). The list is a polite live log for screen readers.
 */
export function MessageLog({
  thread,
  me,
  people,
  withName,
  loadingOlder,
  olderError,
  onLoadOlder,
  onRetry,
}: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{ first?: string; last?: string; height: number; top: number } | null>(null);
  const { messages } = thread;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id;
    const newest = messages[messages.length - 1];
    const before = last.current;
    if (!before) el.scrollTop = el.scrollHeight;
    else if (first !== before.first && newest?.id === before.last)
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    else if (
      newest?.id !== before.last &&
      (newest?.senderUserId === me || before.height - before.top - el.clientHeight < FOLLOW_WITHIN)
    )
      el.scrollTop = el.scrollHeight;
    last.current = { first, last: newest?.id, height: el.scrollHeight, top: el.scrollTop };
  }, [messages, me]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el || !last.current) return;
    last.current = { ...last.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < LOAD_OLDER_WITHIN && thread.before && !loadingOlder && !olderError)
      onLoadOlder();
  };

  const names = new Map(people.map((p) => [p.userId, p.name]));
  const participant = people.some((p) => p.userId === me);
  const seen = seenMessageId(messages, thread.readUpTo, me);

  return (
    <div
      ref={scroller}
      className="ui-msg-log"
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={`Conversation with ${withName}`}
    >
      <div className="ui-msg-log__top">
        {thread.before ? (
          loadingOlder ? (
            <Spinner size="sm" label="Loading earlier messages" />
          ) : (
            <>
              {olderError && <span className="ui-msg-muted">{olderError}</span>}
              <Button variant="ghost" size="sm" onClick={onLoadOlder}>
                Load earlier messages
              </Button>
            </>
          )
        ) : (
          messages.length > 0 && <span className="ui-msg-muted">Start of the conversation</span>
        )}
      </div>
      <div role="log" aria-live="polite" aria-label={`Messages with ${withName}`}>
        {groupByDay(messages).map((group) => (
          <section key={group.day} className="ui-msg-day" aria-label={group.label}>
            <h3 className="ui-msg-day__label">{group.label}</h3>
            <ol className="ui-msg-day__list">
              {group.items.map((message) => {
                const mine = message.senderUserId === me;
                return (
                  <MessageItem
                    key={message.id}
                    message={message}
                    mine={mine}
                    sender={mine ? 'You' : (names.get(message.senderUserId) ?? 'Former member')}
                    showSender={!participant && !mine}
                    seen={message.id === seen}
                    onRetry={onRetry}
                  />
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
