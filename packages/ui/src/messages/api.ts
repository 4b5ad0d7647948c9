import { useMemo } from 'react';
import {
  attachmentSchema,
  conversationListSchema,
  messagePageSchema,
  messageSchema,
  unreadTotalSchema,
} from '@wellness/contracts';
import type {
  ApiRequest,
  Attachment,
  ConversationList,
  Message,
  MessagePage,
  UnreadTotal,
  UploadRequest,
} from '@wellness/contracts';
// From the package's root, never '../shell-services': this entry is bundled into each remote, and a
// copy of the services' context would not be the one the shared root's provider fills.
import { useShellServices } from '@wellness/ui';

// The notification service's messaging endpoints (contracts api/messages.ts), each answer checked
// against its contract. Every area calls the same ones: the server decides what each person sees.

export const MESSAGES_API = {
  conversations: '/api/conversations',
  messages: (conversationId: string) =>
    `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
  read: (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/read`,
  unread: '/api/messages/unread',
  stream: '/api/messages/stream',
  attachments: '/api/attachments',
} as const;

export interface ConversationFilter {
  /** Searches the client's name and the messages' text. */
  q?: string;
  unreadOnly?: boolean;
  /** One client's conversations (the coach's `/client-messages?clientId=`). */
  clientId?: string;
  /** A later page: the previous one's `nextOffset`. */
  offset?: number;
}

/** What the messages components need from the server (a fake one in a story or a test). */
export interface MessagesApi {
  conversations(filter: ConversationFilter): Promise<ConversationList>;
  /** The newest page, or the one older than `before`. */
  messages(conversationId: string, before?: string): Promise<MessagePage>;
  /** `id` is made by the page: sending again with it never sends twice. */
  send(
    conversationId: string,
    message: { id: string; body: string; attachmentIds?: string[] },
  ): Promise<Message>;
  /**
   * Uploads one file to attach to a message in this conversation (hers alone until it is sent);
   * `onProgress` hears the fraction sent, `signal` cancels it.
   */
  upload(
    conversationId: string,
    file: Blob,
    name: string,
    options?: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<Attachment>;
  /** Marks read up to a message; answers her new unread total. */
  markRead(conversationId: string, upTo: string): Promise<UnreadTotal>;
  unread(): Promise<UnreadTotal>;
}

/** `/api/conversations?q=&unread=true&clientId=&offset=` (empty parts left out). */
export function conversationsUrl({ q, unreadOnly, clientId, offset }: ConversationFilter): string {
  const query = new URLSearchParams();
  if (q?.trim()) query.set('q', q.trim());
  if (unreadOnly) query.set('unread', 'true');
  if (clientId) query.set('clientId', clientId);
  if (offset) query.set('offset', String(offset));
  const search = query.toString();
  return search ? `${MESSAGES_API.conversations}?${search}` : MESSAGES_API.conversations;
}

export function createMessagesApi(request: ApiRequest, upload: UploadRequest): MessagesApi {
  return {
    conversations: async (filter) =>
      conversationListSchema.parse(await request('GET', conversationsUrl(filter))),
    messages: async (conversationId, before) => {
      const url = MESSAGES_API.messages(conversationId);
      return messagePageSchema.parse(
        await request('GET', before ? `${url}?before=${encodeURIComponent(before)}` : url),
      );
    },
    send: async (conversationId, message) =>
      messageSchema.parse(await request('POST', MESSAGES_API.messages(conversationId), message)),
    markRead: async (conversationId, upTo) =>
      unreadTotalSchema.parse(await request('POST', MESSAGES_API.read(conversationId), { upTo })),
    unread: async () => unreadTotalSchema.parse(await request('GET', MESSAGES_API.unread)),
    upload: async (conversationId, file, name, options) => {
      const form = new FormData();
      form.append('conversationId', conversationId);
      form.append('file', file, name);
      return attachmentSchema.parse(await upload(MESSAGES_API.attachments, form, options));
    },
  };
}

/** The messaging API through the shell's API client (same origin, her session cookie). */
export function useMessagesApi(): MessagesApi {
  const { apiRequest, uploadRequest } = useShellServices();
  return useMemo(() => createMessagesApi(apiRequest, uploadRequest), [apiRequest, uploadRequest]);
}
