import type { Caller } from '@wellness/kit';

export interface AttachmentRef {
  uploaderUserId: string;
  messageId: string | null;
  conversationId: string | null;
}

/**
 * Who sees an attachment: before it is sent, its uploader alone (`true` for her, `false` for
 * anyone else); once sent, whoever sees the conversation it was sent in, which messages' access
 * decides (the answer names that conversation). Anyone refused is told "not found".
 */
export function attachmentReaders(
  caller: Caller,
  attachment: AttachmentRef,
): boolean | { conversationId: string } {
  if (attachment.messageId === null || attachment.conversationId === null)
    return attachment.uploaderUserId === caller.identity.userId;
  return { conversationId: attachment.conversationId };
}
