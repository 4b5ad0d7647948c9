import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '@wellness/ui';

export const PREVIEW_WIDTHS = [
  { id: 'phone', label: 'Phone', px: 375 },
  { id: 'desktop', label: 'Desktop', px: 680 },
] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]['id'];

/**
 * An email as the reader sees it: the HTML in a sandboxed frame (no scripts, no same-origin
 * access, no forms or navigation) at phone or desktop width, or its plain-text part.
 */
export function PreviewFrame({
  title,
  subject,
  src,
  text,
  meta,
  busy,
}: {
  /** The frame's accessible name ("Preview of Check-in reminder"). */
  title: string;
  subject: string;
  /**
   * The HTML as a document of the API's (its own policy allows the email's inline styles, which a
   * `srcdoc` frame, holding this page's policy, would refuse).
   */
  src: string;
  text: string;
  /** Facts above the frame (from, to, whose data). */
  meta?: ReactNode;
  busy?: boolean;
}) {
  const name = useId();
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [showText, setShowText] = useState(false);
  const px = PREVIEW_WIDTHS.find((w) => w.id === width)?.px ?? 375;
  return (
    <div className="coach-preview" aria-busy={busy || undefined}>
      <div className="coach-preview__controls">
        <fieldset className="coach-segmented">
          <legend className="ui-visually-hidden">Preview width</legend>
          {PREVIEW_WIDTHS.map((w) => (
            <label
              key={w.id}
              className={cx('coach-segmented__option', w.id === width && 'is-active')}
            >
              <input
                type="radio"
                name={`${name}-width`}
                value={w.id}
                checked={w.id === width}
                disabled={showText}
                onChange={() => setWidth(w.id)}
              />
              {w.label}
              <span className="ui-visually-hidden">{` (${w.px} pixels)`}</span>
            </label>
          ))}
        </fieldset>
        <label className="coach-preview__toggle">
          <input
            type="checkbox"
            checked={showText}
            onChange={(e) => setShowText(e.target.checked)}
          />
          Plain-text version
        </label>
      </div>
      <div className="coach-preview__envelope">
        <p className="coach-preview__subject">
          <span className="coach-preview__label">Subject</span> {subject || '(No subject)'}
        </p>
        {meta}
      </div>
      {showText ? (
        <pre className="coach-preview__text" tabIndex={0} aria-label={`${title}, plain text`}>
          {text}
        </pre>
      ) : (
        <div className="coach-preview__stage">
          <iframe
            title={title}
            className="coach-preview__frame"
            sandbox=""
            src={src}
            style={{ width: width === 'phone' ? `min(${px}px, 100%)` : `${px}px` }}
          />
        </div>
      )}
    </div>
  );
}
