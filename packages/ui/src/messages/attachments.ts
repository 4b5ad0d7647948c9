import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
} from '@wellness/contracts';
import type { Attachment } from '@wellness/contracts';

// The composer's attachments, as plain functions: sizes in words, what the page refuses before
// uploading (the server decides by the file's bytes either way), and the list of her chosen files
// while they upload.

/** "12 bytes", "340 KB", "1.2 MB" (1 KB = 1,024 bytes). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} byte${size === 1 ? '' : 's'}`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  const mb = size / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A PDF's link text: "Plan.pdf · 1.2 MB". */
export const attachmentLabel = (attachment: Pick<Attachment, 'name' | 'size'>) =>
  `${attachment.name} · ${formatBytes(attachment.size)}`;

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

/**
 * Why a chosen file cannot be attached, before it is sent (the server's own words), or null: over
 * 10 MB, or a type the browser knows is not an image or a PDF (an unknown type goes to the server,
 * which reads its bytes).
 */
export function fileProblem(file: { size: number; type: string }): string | null {
  if (file.size > MAX_ATTACHMENT_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  if (file.type && !ACCEPTED_TYPES.has(file.type)) return ATTACHMENT_MESSAGES.wrongType;
  return null;
}

/** One chosen file in the composer: uploading (with its progress), ready to send, or failed. */
export interface PendingAttachment {
  /** The page's own key for it (the server's id arrives when it is uploaded). */
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'ready' | 'failed';
  /** 0 to 1, while uploading. */
  progress: number;
  attachment?: Attachment;
  /** Why it failed (the server's words). */
  error?: string;
}

/** Her chosen files, added after those already there (the first ten count; the rest fail). */
export function withChosen(
  list: readonly PendingAttachment[],
  files: readonly { key: string; name: string; size: number; problem: string | null }[],
): PendingAttachment[] {
  let room = MAX_ATTACHMENTS_PER_MESSAGE - list.filter((a) => a.status !== 'failed').length;
  const added = files.map((file): PendingAttachment => {
    const base = { key: file.key, name: file.name, size: file.size, progress: 0 };
    if (file.problem) return { ...base, status: 'failed', error: file.problem };
    if (room <= 0) return { ...base, status: 'failed', error: ATTACHMENT_MESSAGES.tooMany };
    room--;
    return { ...base, status: 'uploading' };
  });
  return [...list, ...added];
}

const update = (
  list: readonly PendingAttachment[],
  key: string,
  change: (a: PendingAttachment) => PendingAttachment,
) => list.map((a) => (a.key === key ? change(a) : a));

export const withProgress = (list: readonly PendingAttachment[], key: string, progress: number) =>
  update(list, key, (a) =>
    a.status === 'uploading' ? { ...a, progress: Math.min(1, Math.max(0, progress)) } : a,
  );

export const withUploaded = (
  list: readonly PendingAttachment[],
  key: string,
  attachment: Attachment,
) =>
  update(list, key, (a) => ({
    ...a,
    status: 'ready',
    progress: 1,
    attachment,
    size: attachment.size,
  }));

export const withFailed = (list: readonly PendingAttachment[], key: string, error: string) =>
  update(list, key, (a) => ({ ...a, status: 'failed', error }));

export const without = (list: readonly PendingAttachment[], key: string) =>
  list.filter((a) => a.key !== key);

/** What goes with the message: the uploaded ones, in the order she chose them. */
export const readyAttachments = (list: readonly PendingAttachment[]): Attachment[] =>
  list.flatMap((a) => (a.status === 'ready' && a.attachment ? [a.attachment] : []));

/**
 * Whether the message can go: nothing still uploading, and text or at least one uploaded file
 * (failed ones are not sent; she removes them or chooses again).
 */
export function canSendWith(text: string, list: readonly PendingAttachment[]): boolean {
  if (list.some((a) => a.status === 'uploading')) return false;
  return text.trim().length > 0 || readyAttachments(list).length > 0;
}

/** The inbox's preview of a message: its text, else its attachments' names. */
export function previewText(message: { body: string; attachments: readonly Attachment[] }) {
  const text = message.body.replace(/\s+/g, ' ').trim();
  if (text || message.attachments.length === 0) return text;
  return `📎 ${message.attachments.map((a) => a.name).join(', ')}`;
}

/** The longest side of a thumbnail in the thread (px). */
export const THUMB_SIDE = 160;

/** An image's thumbnail size in the thread, its shape kept (so the thread does not jump as it loads). */
export function thumbSize(image: { width: number | null; height: number | null }) {
  if (!image.width || !image.height) return { width: THUMB_SIDE, height: THUMB_SIDE };
  const scale = Math.min(1, THUMB_SIDE / Math.max(image.width, image.height));
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}
