import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { ATTACHMENT_ACCEPT } from '@wellness/contracts';
import type { Attachment } from '@wellness/contracts';
import { Button } from '../Button';
import { cx } from '../cx';
import {
  canSendWith,
  fileProblem,
  formatBytes,
  readyAttachments,
  withChosen,
  withFailed,
  withProgress,
  withUploaded,
  without,
} from './attachments';
import type { PendingAttachment } from './attachments';
import {
  characterCounter,
  draftProblem,
  isSendKey,
  messageErrorText,
  MESSAGE_MAX_LENGTH,
} from './compose';
import { browserDraftStorage, draftKey, readDraft, writeDraft } from './drafts';

/** The tallest the message box grows (px) before it scrolls. */
const MAX_HEIGHT_PX = 200;

export interface ComposerProps {
  me: string;
  conversationId: string;
  /** Who she writes to, for the box's label ("Message Amy Lee"). */
  toName: string;
  /** Her text (maybe empty when she attaches files) and the files uploaded for it. */
  onSend: (body: string, attachments: Attachment[]) => void;
  /**
   * Uploads one chosen file (`POST /api/attachments`); with it, an "Attach" button offers images
   * and PDFs, each uploading at once with its progress, removable until the message is sent.
   */
  upload?: (
    file: File,
    options: { onProgress: (fraction: number) => void; signal: AbortSignal },
  ) => Promise<Attachment>;
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
  upload,
  readOnlyReason,
}: ComposerProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<PendingAttachment[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);
  // Uploads still on their way stop when she leaves the conversation.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);
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

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].map((file) => ({
      file,
      key: `f${nextKey.current++}`,
    }));
    // The same file can be chosen again after it is removed.
    event.target.value = '';
    if (!upload || chosen.length === 0) return;
    const entries = chosen.map(({ file, key }) => ({
      key,
      name: file.name,
      size: file.size,
      problem: fileProblem(file),
    }));
    const next = withChosen(files, entries);
    setFiles((list) => withChosen(list, entries));
    for (const { file, key } of chosen) {
      if (next.find((a) => a.key === key)?.status !== 'uploading') continue;
      const controller = new AbortController();
      uploads.current.set(key, controller);
      upload(file, {
        signal: controller.signal,
        onProgress: (fraction) => setFiles((list) => withProgress(list, key, fraction)),
      }).then(
        (attachment) => {
          uploads.current.delete(key);
          setFiles((list) => withUploaded(list, key, attachment));
        },
        (error: unknown) => {
          uploads.current.delete(key);
          if (!controller.signal.aborted)
            setFiles((list) =>
              withFailed(list, key, messageErrorText(error, 'Not uploaded. Please try again.')),
            );
        },
      );
    }
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setFiles((list) => without(list, key));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnlyReason) return;
    const ready = readyAttachments(files);
    if (files.some((a) => a.status === 'uploading')) {
      setProblem('Please wait until your files have uploaded');
      return;
    }
    const why = ready.length > 0 && text.length <= MESSAGE_MAX_LENGTH ? null : draftProblem(text);
    if (why) {
      // An empty box on Enter is not worth a message; a long one is.
      setProblem(text.trim() ? why : null);
      return;
    }
    onSend(text.trim() ? text : '', ready);
    change('');
    // Those sent go from the box; failed ones stay, with their reason, until she removes them.
    setFiles((list) => list.filter((a) => a.status !== 'ready'));
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
      {files.length > 0 && (
        <ul className="ui-msg-composer__files" aria-label="Files to send">
          {files.map((file) => (
            <li
              key={file.key}
              className={cx(
                'ui-msg-composer__file',
                file.status === 'failed' && 'ui-msg-composer__file--failed',
              )}
            >
              <span className="ui-msg-composer__file-name">
                {file.name} · {formatBytes(file.size)}
              </span>
              {file.status === 'uploading' && (
                <progress
                  className="ui-msg-composer__progress"
                  max={1}
                  value={file.progress}
                  aria-label={`Uploading ${file.name}`}
                />
              )}
              {file.status === 'failed' && (
                <span className="ui-msg-composer__file-error" role="alert">
                  {file.error}
                </span>
              )}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(file.key)}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="ui-visually-hidden">
        {`Message ${toName}`}
      </label>
      <div className="ui-msg-composer__row">
        {upload && !readOnlyReason && (
          <>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              className="ui-visually-hidden"
              accept={ATTACHMENT_ACCEPT}
              multiple
              tabIndex={-1}
              aria-label="Attach images or PDFs"
              onChange={choose}
            />
            <Button
              type="button"
              variant="outline"
              aria-label="Attach an image or a PDF (up to 10 MB)"
              onClick={() => fileInput.current?.click()}
            >
              Attach
            </Button>
          </>
        )}
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
        <Button
          type="submit"
          disabled={Boolean(readOnlyReason) || !canSendWith(text, files) || tooLong}
        >
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
