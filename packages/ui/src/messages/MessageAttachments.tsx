import type { Attachment } from '@wellness/contracts';
import { attachmentLabel, thumbSize } from './attachments';

/**
 * A message's files: images as thumbnails that open full size in a new tab, PDFs as a download
 * link with their name and size ("Plan.pdf · 1.2 MB").
 */
export function MessageAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="ui-msg-files" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id} className="ui-msg-files__item">
          {attachment.kind === 'image' ? (
            <a
              className="ui-msg-files__image"
              href={attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${attachment.name} (opens full size in a new tab)`}
            >
              <img
                src={attachment.thumbUrl ?? attachment.url}
                alt={attachment.name}
                loading="lazy"
                {...thumbSize(attachment)}
              />
            </a>
          ) : (
            <a className="ui-msg-files__pdf" href={attachment.url} download={attachment.name}>
              <span aria-hidden="true">📄 </span>
              {attachmentLabel(attachment)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
