import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../cx';
import { characterCounter, draftProblem, isSendKey, MESSAGE_MAX_LENGTH } from './compose';
import { browserDraftStorage, draftKey, readDraft, writeDraft } from './drafts';

/** The tallest the message box grows (px) before it scrolls. */
const MAX_HEIGHT_PX = 200;

export interface ComposerProps {
  me: string;
  conversationId: string;
  /** Who she writes to, for the box's label ("Message Amy Lee"). */
  toName: string;
  onSend: (body: string) => void;
  /**
   * Where attachments will go (an "Attach" button and the chosen files, above the box). Not built
   * yet: nothing is shown until a later issue passes them.
   */
  attachments?: ReactNode;
  /** She may only read this conversation: the box is disabled, and this says why. */
  readOnlyReason?: string;
}

/**
 * The message box: grows with what she writes, Enter sends and Shift+Enter starts a new line, and
 * her unsent text is kept per conversation on this device across reloads.
 */
export function Composer({
  me,
  conversationId,
  toName,
  onSend,
  attachments,
  readOnlyReason,
}: ComposerProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const key = draftKey(me, conversationId);
  const [text, setText] = useState(() => readDraft(browserDraftStorage(), key));
  const [problem, setProblem] = useState<string | null>(null);
  const counter = characterCounter(text.length);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const change = (next: string) => {
    setText(next);
    setProblem(null);
    writeDraft(browserDraftStorage(), key, next);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnlyReason) return;
    const why = draftProblem(text);
    if (why) {
      // An empty box on Enter is not worth a message; a long one is.
      setProblem(text.trim() ? why : null);
      return;
    }
    onSend(text);
    change('');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      submit();
    }
  };

  const described = [`${id}-hint`, counter && `${id}-count`, problem && `${id}-problem`]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="ui-msg-composer" onSubmit={submit}>
      {attachments}
      <label htmlFor={id} className="ui-visually-hidden">
        {`Message ${toName}`}
      </label>
      <div className="ui-msg-composer__row">
        <textarea
          id={id}
          ref={box}
          className={cx('ui-input', 'ui-msg-composer__box')}
          rows={1}
          value={text}
          placeholder={readOnlyReason ? undefined : 'Write a message'}
          disabled={Boolean(readOnlyReason)}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || Boolean(problem) || undefined}
          aria-describedby={described}
          style={{ maxHeight: MAX_HEIGHT_PX }}
        />
        <Button type="submit" disabled={Boolean(readOnlyReason) || !text.trim() || tooLong}>
          Send
        </Button>
      </div>
      <div className="ui-msg-composer__notes">
        <span
          id={`${id}-hint`}
          className={readOnlyReason ? 'ui-msg-composer__readonly' : 'ui-msg-muted'}
        >
          {readOnlyReason ?? 'Enter to send, Shift+Enter for a new line'}
        </span>
        {counter && (
          <span
            id={`${id}-count`}
            className={cx('ui-msg-composer__count', tooLong && 'ui-msg-composer__count--over')}
            aria-live="polite"
          >
            {counter}
          </span>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="ui-msg-composer__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
