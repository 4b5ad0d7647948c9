import type { Attachment } from '@wellness/contracts';
import type { AttachmentRow } from './repository';

/** An attachment as answers carry it. */
export function attachmentOf(row: AttachmentRow): Attachment {
  const url = `/api/attachments/${row.id}`;
  const image = row.kind === 'image';
  return {
    id: row.id,
    kind: image ? 'image' : 'pdf',
    name: row.name,
    size: row.size,
    width: row.width,
    height: row.height,
    url,
    thumbUrl: image ? `${url}?variant=thumb` : null,
  };
}
