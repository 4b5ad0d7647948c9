import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_MESSAGES,
  MESSAGE_TEXT,
  attachmentUploadFieldsSchema,
} from '@wellness/contracts';
import type { Attachment, AttachmentVariant } from '@wellness/contracts';
import { DomainError, forbidden, notFound } from '@wellness/kit';
import type { Caller, Upload } from '@wellness/kit';
import { processPhoto } from '@wellness/kit/src/images';
import type { StoredFile } from '@wellness/kit/src/files';
import type { NotificationDeps } from '../deps';
import { canSend, conversationScope } from '../messages/access';
import { findVisibleConversation } from '../messages/conversation-repository';
import { attachmentReaders } from './access';
import { assertAttachmentType } from './file-type';
import { attachmentName } from './file-name';
import { findAttachment, insertAttachment } from './repository';
import type { AttachmentRow } from './repository';
import { attachmentOf } from './view';
import { attachmentFolder } from './folders';

const IMAGE_FILES: Record<AttachmentVariant, string> = {
  display: 'display.webp',
  thumb: 'thumb.webp',
};
const PDF_FILE = 'file.pdf';

const notFoundAttachment = () => new DomainError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);

/** A conversation the caller sees and writes in; another's is "not found". */
async function sendableConversation(deps: NotificationDeps, caller: Caller, id: string) {
  const conversation = await findVisibleConversation(
    deps.db.pool,
    id,
    caller.identity.userId,
    conversationScope(caller),
  );
  if (!conversation) throw notFound('Conversation');
  if (!canSend(caller, conversation, conversation)) throw forbidden(MESSAGE_TEXT.notYours);
  return conversation;
}

/** Writes the files; if one fails, none is left. */
async function storeFiles(
  deps: NotificationDeps,
  id: string,
  files: { name: string; body: Buffer; contentType: string }[],
) {
  try {
    for (const file of files)
      await deps.files.put(`${attachmentFolder(id)}/${file.name}`, file.body, {
        contentType: file.contentType,
      });
  } catch (error) {
    await deps.files.deletePrefix(attachmentFolder(id));
    throw error;
  }
}

/**
 * Her new attachment, hers alone until a message of hers carries it. An image (JPEG, PNG, WebP by
 * its first bytes) is turned upright and re-encoded without any metadata (no EXIF, no GPS) as a
 * display variant and a thumbnail; a PDF is kept as it is. Files first, then the row; the files
 * go again if the row cannot be written.
 */
export async function uploadAttachment(
  deps: NotificationDeps,
  caller: Caller,
  upload: Upload,
): Promise<Attachment> {
  const fields = attachmentUploadFieldsSchema.parse(upload.fields);
  if (fields.conversationId) await sendableConversation(deps, caller, fields.conversationId);
  const kind = assertAttachmentType(upload.file.body);
  const id = randomUUID();
  let stored: { size: number; width: number | null; height: number | null };
  if (kind === 'image') {
    const variants = await processPhoto(upload.file.body);
    const display = variants.find((v) => v.name === 'display')!;
    const thumb = variants.find((v) => v.name === 'thumb')!;
    await storeFiles(deps, id, [
      { name: IMAGE_FILES.display, body: display.body, contentType: display.contentType },
      { name: IMAGE_FILES.thumb, body: thumb.body, contentType: thumb.contentType },
    ]);
    stored = { size: display.body.length, width: display.width, height: display.height };
  } else {
    await storeFiles(deps, id, [
      { name: PDF_FILE, body: upload.file.body, contentType: 'application/pdf' },
    ]);
    stored = { size: upload.file.body.length, width: null, height: null };
  }
  try {
    const row = await insertAttachment(deps.db, {
      id,
      uploaderUserId: caller.identity.userId,
      kind,
      name: attachmentName(upload.file.filename, kind === 'pdf' ? 'document.pdf' : 'image'),
      conversationId: fields.conversationId ?? null,
      ...stored,
    });
    return attachmentOf(row);
  } catch (error) {
    await deps.files.deletePrefix(attachmentFolder(id));
    throw error;
  }
}

/** An attachment the caller may see (access.ts; a sent one: messages' access to its conversation). */
async function visibleAttachment(
  deps: NotificationDeps,
  caller: Caller,
  id: string,
): Promise<AttachmentRow> {
  const row = await findAttachment(deps.db, id);
  if (!row) throw notFoundAttachment();
  const readers = attachmentReaders(caller, row);
  if (readers === true) return row;
  if (readers === false) throw notFoundAttachment();
  const conversation = await findVisibleConversation(
    deps.db.pool,
    readers.conversationId,
    caller.identity.userId,
    conversationScope(caller),
  );
  if (!conversation) throw notFoundAttachment();
  return row;
}

/**
 * An attachment's file, for the route to stream: an image's display variant (or its thumbnail),
 * or the PDF with the name to download it under.
 */
export async function attachmentFile(
  deps: NotificationDeps,
  caller: Caller,
  id: string,
  variant: AttachmentVariant | undefined,
): Promise<{ file: StoredFile; kind: Attachment['kind']; name: string }> {
  const row = await visibleAttachment(deps, caller, id);
  const kind = row.kind === 'image' ? 'image' : 'pdf';
  if (kind === 'pdf' && variant)
    throw new DomainError('VALIDATION', 'A PDF has no thumb or display variant: ask without one');
  const key = `${attachmentFolder(row.id)}/${kind === 'pdf' ? PDF_FILE : IMAGE_FILES[variant ?? 'display']}`;
  const file = await deps.files.get(key);
  if (!file) throw notFoundAttachment();
  return { file, kind, name: row.name };
}
