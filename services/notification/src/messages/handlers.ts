import { DomainError, conflict, forbidden, inPoolTransaction, notFound } from '@wellness/kit';
import type { Caller, JsonText, PgQueryable } from '@wellness/kit';
import {
  ATTACHMENT_MESSAGES,
  INBOX_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGE_TEXT,
} from '@wellness/contracts';
import type {
  Attachment,
  Conversation,
  ConversationList,
  ConversationsQuery,
  Message,
  MessagePage,
  SendMessageInput,
  UnreadTotal,
} from '@wellness/contracts';
import type { NotificationDeps } from '../deps';
import { canSend, conversationScope, liveAudience, scopeOfMember } from './access';
import {
  findVisibleConversation,
  listConversations,
  lockConversation,
  touchConversation,
  unreadTotal,
  visibleConversationSql,
} from './conversation-repository';
import type { ConversationRow, InboxRow } from './conversation-repository';
import { markReadUpTo, recordSent } from './member-repository';
import { findMessage, insertMessage, threadPage } from './message-repository';
import type { MessageRow } from './message-repository';
import { storeStreamEvents } from './stream-repository';
import { attachmentListsOf, linkAttachments } from '../attachments/repository';

const messageOf = (
  row: Omit<MessageRow, 'seq'>,
  attachments: ReadonlyMap<string, Attachment[]>,
): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderUserId: row.senderUserId,
  body: row.body,
  sentAt: row.sentAt.toISOString(),
  attachments: attachments.get(row.id) ?? [],
});

/** The attachments of these messages (one query), by message id. */
const attachmentsOf = (on: PgQueryable, messageIds: (string | null)[]) =>
  attachmentListsOf(
    on,
    messageIds.filter((id): id is string => id !== null),
  );

/** A conversation as answers carry it, its last message made already. */
function conversationOf(
  deps: NotificationDeps,
  caller: Caller,
  row: Omit<ConversationRow, 'lastMessageId' | 'lastSenderUserId' | 'lastBody' | 'lastSentAt'>,
  lastMessage: Message | null,
): Conversation {
  const staffName =
    row.staffName ?? (row.kind === 'coach' ? deps.brand.coachName : 'Your nutritionist');
  return {
    id: row.id,
    kind: row.kind,
    clientId: row.clientId,
    people: [
      ...(row.clientUserId
        ? [{ userId: row.clientUserId, name: row.clientName, role: 'client' as const }]
        : []),
      { userId: row.staffUserId, name: staffName, role: row.kind },
    ],
    lastMessage,
    unread: row.unread,
    canSend: canSend(caller, row, row),
  };
}

/** A conversation row's last message, when it has one. */
function lastMessageOf(
  row: ConversationRow,
  attachments: ReadonlyMap<string, Attachment[]>,
): Message | null {
  return row.lastMessageId && row.lastSenderUserId && row.lastBody !== null && row.lastSentAt
    ? messageOf(
        {
          id: row.lastMessageId,
          conversationId: row.id,
          senderUserId: row.lastSenderUserId,
          body: row.lastBody,
          sentAt: row.lastSentAt,
        },
        attachments,
      )
    : null;
}

/** An inbox row's last message (its time and attachments as the answer has them already). */
const inboxLastMessageOf = (row: InboxRow): Message | null =>
  row.lastMessageId && row.lastSenderUserId && row.lastBody !== null && row.lastSentAt
    ? {
        id: row.lastMessageId,
        conversationId: row.id,
        senderUserId: row.lastSenderUserId,
        body: row.lastBody,
        sentAt: row.lastSentAt,
        attachments: row.lastAttachments ?? [],
      }
    : null;

/** A conversation the caller sees; anyone else's is "not found", as if it did not exist. */
async function visible(deps: NotificationDeps, caller: Caller, id: string) {
  const row = await findVisibleConversation(
    deps.db.pool,
    id,
    caller.identity.userId,
    conversationScope(caller),
  );
  if (!row) throw notFound('Conversation');
  return row;
}

/**
 * A page of her inbox (INBOX_PAGE_SIZE after `offset`). One more is read than the page shows:
 * when it is there, something follows.
 */
export async function listCallerConversations(
  deps: NotificationDeps,
  caller: Caller,
  query: ConversationsQuery,
): Promise<ConversationList> {
  const { offset } = query;
  const rows = await listConversations(deps.db, {
    userId: caller.identity.userId,
    scope: conversationScope(caller),
    search: query.q || undefined,
    unreadOnly: query.unread,
    clientId: query.clientId,
    offset,
    limit: INBOX_PAGE_SIZE + 1,
  });
  return {
    items: rows
      .slice(0, INBOX_PAGE_SIZE)
      .map((row) => conversationOf(deps, caller, row, inboxLastMessageOf(row))),
    nextOffset: rows.length > INBOX_PAGE_SIZE ? offset + INBOX_PAGE_SIZE : null,
  };
}

export async function readConversation(
  deps: NotificationDeps,
  caller: Caller,
  id: string,
): Promise<Conversation> {
  const row = await visible(deps, caller, id);
  return conversationOf(
    deps,
    caller,
    row,
    lastMessageOf(row, await attachmentsOf(deps.db.pool, [row.lastMessageId])),
  );
}

/**
 * Fifty messages, oldest first, before `before` (the newest fifty without it), with their
 * attachments and the read marks: one statement, read only when she sees the conversation, its
 * answer written by Postgres as JSON and sent as it is.
 */
export async function messagePage(
  deps: NotificationDeps,
  caller: Caller,
  conversationId: string,
  before?: string,
): Promise<JsonText<MessagePage>> {
  const { visible, cursorFound, page } = await threadPage(
    deps.db,
    conversationId,
    visibleConversationSql(conversationId, conversationScope(caller)),
    before ?? null,
    MESSAGES_PAGE_SIZE,
  );
  if (!visible) throw notFound('Conversation');
  if (!cursorFound)
    throw new DomainError('VALIDATION', 'before must be a message of this conversation');
  return page;
}

/**
 * Sends a message, once: the page makes its id, so a double click or a retry after a timeout
 * answers with the stored message (`created: false`) instead of sending it again. Its attachments
 * must be the sender's own and unsent ("Attachment not found" otherwise, and nothing is stored):
 * the message and their links are one transaction.
 */
export async function sendMessage(
  deps: NotificationDeps,
  caller: Caller,
  conversationId: string,
  input: SendMessageInput,
): Promise<{ message: Message; created: boolean }> {
  const conversation = await visible(deps, caller, conversationId);
  if (!canSend(caller, conversation, conversation)) throw forbidden(MESSAGE_TEXT.notYours);
  const senderUserId = caller.identity.userId;
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  // On the hot-path pool: a send is a dozen short statements, where Prisma's work per statement
  // would cost more than Postgres's.
  const result = await inPoolTransaction(deps.db.pool, async (tx) => {
    await lockConversation(tx, conversationId, 'send');
    const row = await insertMessage(tx, {
      id: input.id,
      conversationId,
      senderUserId,
      body: input.body,
      sentAt: new Date(),
    });
    if (!row) {
      const stored = await findMessage(tx, input.id);
      const attachments = stored
        ? await attachmentsOf(tx, [stored.id])
        : new Map<string, Attachment[]>();
      const storedIds = (attachments.get(input.id) ?? []).map((a: Attachment) => a.id);
      const same =
        stored?.conversationId === conversationId &&
        stored.senderUserId === senderUserId &&
        stored.body === input.body &&
        storedIds.join() === attachmentIds.join();
      if (!stored || !same) throw conflict(MESSAGE_TEXT.reusedId);
      return { message: messageOf(stored, attachments), created: false, live: [] as string[] };
    }
    if (attachmentIds.length) {
      const linked = await linkAttachments(tx, {
        ids: attachmentIds,
        uploaderUserId: senderUserId,
        conversationId,
        messageId: row.id,
        sentAt: row.sentAt,
      });
      // Another person's, unknown, or sent already: the message is not stored either.
      if (linked !== attachmentIds.length)
        throw new DomainError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
    }
    await touchConversation(tx, conversationId, row.id, row.sentAt);
    const members = await recordSent(tx, conversationId, senderUserId, row.seq, row.sentAt);
    const message = messageOf(
      row,
      attachmentIds.length ? await attachmentsOf(tx, [row.id]) : new Map<string, Attachment[]>(),
    );
    const live = await storeStreamEvents(tx, [
      ...liveAudience(conversation, conversation).map((userId) => ({
        userId,
        event: { type: 'message' as const, conversationId, message },
      })),
      ...(await unreadEvents(tx, conversation, members, senderUserId)),
    ]);
    return { message, created: true, live };
  });
  if (result.created) await deps.live.publish(result.live);
  return { message: result.message, created: result.created };
}

/**
 * The new unread totals of the conversation's members other than the sender, for their badges:
 * only those who still see it (each total reads her counters, kept on send and read).
 */
async function unreadEvents(
  tx: PgQueryable,
  conversation: ConversationRow,
  members: string[],
  senderUserId: string,
) {
  const audience = new Set(liveAudience(conversation, conversation));
  const recipients = members.filter((userId) => audience.has(userId) && userId !== senderUserId);
  const events = [];
  for (const userId of recipients)
    events.push({
      userId,
      event: {
        type: 'unread' as const,
        total: await unreadTotal(tx, userId, scopeOfMember(conversation, conversation, userId)),
      },
    });
  return events;
}

/** She has read up to this message; answers her new unread total. */
export async function markRead(
  deps: NotificationDeps,
  caller: Caller,
  conversationId: string,
  upTo: string,
): Promise<UnreadTotal> {
  const conversation = await visible(deps, caller, conversationId);
  const message = await findMessage(deps.db.pool, upTo);
  if (!message || message.conversationId !== conversationId) throw notFound('Message');
  const { userId } = caller.identity;
  const live = await inPoolTransaction(deps.db.pool, async (tx) => {
    await lockConversation(tx, conversationId, 'share');
    if (!(await markReadUpTo(tx, conversationId, userId, message.seq))) return [] as string[];
    const total = await unreadTotal(tx, userId, conversationScope(caller));
    return storeStreamEvents(tx, [
      ...liveAudience(conversation, conversation).map((to) => ({
        userId: to,
        event: { type: 'read' as const, conversationId, userId, upTo },
      })),
      { userId, event: { type: 'unread' as const, total } },
    ]);
  });
  await deps.live.publish(live);
  return callerUnread(deps, caller);
}

export async function callerUnread(deps: NotificationDeps, caller: Caller): Promise<UnreadTotal> {
  return {
    total: await unreadTotal(deps.db.pool, caller.identity.userId, conversationScope(caller)),
  };
}
