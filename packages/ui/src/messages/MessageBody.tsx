import { linkify } from './linkify';

/** A message's text as she wrote it (escaped by React, line breaks kept), its web addresses as links. */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="ui-msg-bubble__body">
      {linkify(body).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
