import { ATTACHMENT_MESSAGES } from '@wellness/contracts';
import type { AttachmentKind } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import { IMAGE_SNIFF_BYTES, sniffImageType } from '@wellness/kit/src/images';

/** Bytes enough to tell an attachment's type: an image's magic bytes, or `%PDF-`. */
export const ATTACHMENT_SNIFF_BYTES = IMAGE_SNIFF_BYTES;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const IMAGE_TYPES = new Set(['jpeg', 'png', 'webp']);

/**
 * What an attachment is by its first bytes, never by its name or declared type: a JPEG, PNG or
 * WebP image, or a PDF; null for anything else (a text file renamed `.jpg` too).
 */
export function attachmentKindOf(head: Buffer): AttachmentKind | null {
  if (head.length >= PDF_MAGIC.length && head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    return 'pdf';
  const image = sniffImageType(head.subarray(0, IMAGE_SNIFF_BYTES));
  return image && IMAGE_TYPES.has(image) ? 'image' : null;
}

/** Refuses (415) what cannot be attached, as soon as its first bytes arrive. */
export function assertAttachmentType(head: Buffer): AttachmentKind {
  const kind = attachmentKindOf(head);
  if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', ATTACHMENT_MESSAGES.wrongType);
  return kind;
}
