import { z } from 'zod';
import { text } from './text';
import { TEXT_LIMITS } from './text-limits';

// Messages (issue 15): each client has one conversation with her coach and, while one is assigned
// to her, one with her nutritionist. The coach reads them all and writes in her own.

export const CONVERSATION_KINDS = ['coach', 'nutritionist'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** A thread's page: the newest 50, older ones by `?before=`. */
export const MESSAGES_PAGE_SIZE = 50;

/** The inbox's page: 50 conversations, the next ones by `?offset=` (the answer's `nextOffset`). */
export const INBOX_PAGE_SIZE = 50;
/** The deepest `offset` the inbox answers (search finds what lies beyond). */
export const INBOX_MAX_OFFSET = 10_000;
const offsetMessage = `offset must be a whole number from 0 to ${INBOX_MAX_OFFSET.toLocaleString('en-GB')}`;

export const MESSAGE_TEXT = {
  empty: 'Please write a message before sending it',
  tooLong: `A message can be at most ${TEXT_LIMITS.message.toLocaleString('en-GB')} characters. Please shorten it or send it in two.`,
  needsId:
    'Each message needs its own id (a UUID made by the page), so a retry never sends it twice',
  reusedId: 'That message id was already used for a different message. Please send it again.',
  notYours:
    'You can read this conversation but not write in it: only its coach or nutritionist answers here.',
} as const;

// ── Attachments: images (JPEG, PNG, WebP) and PDFs, uploaded before the message is sent ──
export const ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The most a message carries. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;
/** Each attachment's limit: 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** What the Attach button offers (the server decides by the file's first bytes, not this). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
export const ATTACHMENT_VARIANTS = ['thumb', 'display'] as const;
export type AttachmentVariant = (typeof ATTACHMENT_VARIANTS)[number];

export const ATTACHMENT_MESSAGES = {
  wrongType: 'Attach a JPEG, PNG or WebP image, or a PDF',
  tooLarge: 'This file is larger than 10 MB. Please attach a smaller one.',
  noFile: 'Please choose a file to attach',
  oneFile: 'Please attach one file at a time',
  notMultipart: 'Please send the file as a multipart form (file, and optionally conversationId)',
  notFound: 'Attachment not found',
  tooMany: `At most ${MAX_ATTACHMENTS_PER_MESSAGE} attachments a message`,
} as const;

/** The text fields beside the file of `POST /api/attachments`. */
export const attachmentUploadFieldsSchema = z.object({
  /** The conversation it will be sent in (optional): then it can be sent there only. */
  conversationId: z.uuid({ message: 'conversationId must be a conversation id' }).optional(),
});

export const attachmentQuerySchema = z.object({
  variant: z.enum(ATTACHMENT_VARIANTS, { message: 'variant is thumb or display' }).optional(),
});

/** An attachment as uploads answer it and messages carry it (width, height, thumbUrl: images only). */
export const attachmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ATTACHMENT_KINDS),
  /** Its file name as she chose it (no folders). */
  name: z.string(),
  /** Bytes as stored (an image: its display variant). */
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** `/api/attachments/:id`: an image's display variant, a PDF as a download. */
  url: z.string(),
  /** `/api/attachments/:id?variant=thumb`; null for a PDF. */
  thumbUrl: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * A message: text, attachments, or both; text is required only without attachments (an empty
 * body with neither is MESSAGE_TEXT.empty).
 */
export const sendMessageSchema = z
  .object({
    id: z.uuid({ message: MESSAGE_TEXT.needsId }),
    body: text({ label: 'Message', max: TEXT_LIMITS.message, tooLong: MESSAGE_TEXT.tooLong })
      .optional()
      .default(''),
    attachmentIds: z
      .array(z.uuid({ message: 'must be attachment ids' }))
      .max(MAX_ATTACHMENTS_PER_MESSAGE, { message: ATTACHMENT_MESSAGES.tooMany })
      .optional(),
  })
  .refine((input) => input.body.length > 0 || (input.attachmentIds?.length ?? 0) > 0, {
    message: MESSAGE_TEXT.empty,
    path: ['body'],
  });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const readUpToSchema = z.object({
  upTo: z.uuid({ message: 'upTo must be the id of the last message read' }),
});

export const messagesQuerySchema = z.object({
  before: z.uuid({ message: 'before must be a message id' }).optional(),
});

export const conversationsQuerySchema = z.object({
  q: text({ label: 'Search', max: TEXT_LIMITS.search }).optional(),
  unread: z
    .enum(['true', 'false'], { message: 'unread is true or false' })
    .transform((v) => v === 'true')
    .optional(),
  clientId: z.uuid({ message: 'clientId must be a client id' }).optional(),
  /** How many conversations of this inbox to skip: the previous page's `nextOffset`. */
  offset: z
    .string({ message: offsetMessage })
    .regex(/^\d{1,5}$/, { message: offsetMessage })
    .transform(Number)
    .pipe(z.number().max(INBOX_MAX_OFFSET, { message: offsetMessage }))
    .default(0),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

// ── Answers (the pages check them against these) ───────────────────────────
export const messagePersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(['client', 'coach', 'nutritionist']),
});
export type MessagePerson = z.infer<typeof messagePersonSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderUserId: z.uuid(),
  /** Empty when the message is attachments only. */
  body: z.string(),
  /** ISO timestamp. */
  sentAt: z.string(),
  /** In the order they were attached (none in events stored before attachments existed). */
  attachments: z.array(attachmentSchema).default([]),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  clientId: z.uuid(),
  /** Both people in it: the client, and her coach or nutritionist. */
  people: z.array(messagePersonSchema),
  lastMessage: messageSchema.nullable(),
  /** Messages to the caller she has not read (0 in a conversation she only reads: the coach). */
  unread: z.number().int().nonnegative(),
  /** Whether the caller writes here (the coach reads every conversation, writes in her own). */
  canSend: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /api/conversations`: a page of them, unread first, then latest activity. */
export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  /** Pass as `offset` for the page after this one; null when nothing follows. */
  nextOffset: z.number().int().nonnegative().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messagePageSchema = z.object({
  /** Oldest first. */
  items: z.array(messageSchema),
  /** Pass as `before` for the page older than this one; null at the start of the thread. */
  before: z.uuid().nullable(),
  /** For each person in it (by user id), the newest message she has read: the thread's "Seen". */
  readUpTo: z.record(z.string(), z.uuid().nullable()),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** `GET /api/messages/unread`: the caller's unread messages over all her conversations (the badge). */
export const unreadTotalSchema = z.object({ total: z.number().int().nonnegative() });
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

/** Sent every 25 s on an open stream (an SSE comment), so proxies keep it open. */
export const MESSAGE_STREAM_HEARTBEAT_MS = 25_000;

/**
 * What `GET /api/messages/stream` (Server-Sent Events) sends: the SSE `event:` name is the `type`,
 * `data:` the JSON of the rest, and each carries an `id:`; a reconnect with `Last-Event-ID` replays
 * what came after it. `unread` follows every change of the caller's total.
 */
export type MessageStreamEvent =
  | { type: 'message'; conversationId: string; message: Message }
  | { type: 'read'; conversationId: string; userId: string; upTo: string }
  | { type: 'unread'; total: number };
