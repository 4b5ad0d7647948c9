import { Prisma } from '../generated/prisma/client';
import type { Db, Tx } from '../db';
import type { ConversationScope } from './access';

type Kind = 'coach' | 'nutritionist';

/**
 * Opens her conversation with each of these (one per client, kind and person; nothing when it
 * exists) and makes sure both people are its members.
 */
export async function openConversations(
  tx: Tx,
  clientId: string,
  clientUserId: string,
  staff: { kind: Kind; userId: string }[],
) {
  for (const { kind, userId } of staff) {
    const conversation = await tx.conversation.upsert({
      where: { clientId_kind_staffUserId: { clientId, kind, staffUserId: userId } },
      create: { clientId, kind, staffUserId: userId },
      update: {},
      select: { id: true },
    });
    await tx.conversationMember.createMany({
      data: [clientUserId, userId].map((memberId) => ({
        conversationId: conversation.id,
        userId: memberId,
      })),
      skipDuplicates: true,
    });
  }
}

const scopeSql = (scope: ConversationScope) => {
  switch (scope.kind) {
    case 'all':
      return Prisma.sql`TRUE`;
    case 'client':
      return Prisma.sql`cl.user_id = ${scope.userId}::uuid`;
    case 'nutritionist':
      return Prisma.sql`c.kind = 'nutritionist' AND c.staff_user_id = ${scope.userId}::uuid
                        AND cl.nutritionist_user_id = ${scope.userId}::uuid`;
  }
};

export interface ConversationRow {
  id: string;
  kind: Kind;
  clientId: string;
  staffUserId: string;
  clientUserId: string | null;
  coachUserId: string | null;
  nutritionistUserId: string | null;
  clientName: string;
  staffName: string | null;
  unread: number;
  lastMessageId: string | null;
  lastSenderUserId: string | null;
  lastBody: string | null;
  lastSentAt: Date | null;
}

export interface ConversationFilter {
  /** The caller: her unread counts. */
  userId: string;
  scope: ConversationScope;
  /** Client name or message text. */
  search?: string;
  unreadOnly?: boolean;
  clientId?: string;
  conversationId?: string;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The conversations a caller sees, unread first, then latest activity (never-used ones last, by
 * client name), each with its last message and the caller's unread count.
 */
export function listConversations(db: Db, filter: ConversationFilter) {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return db.$queryRaw<ConversationRow[]>`
    SELECT c.id, c.kind::text AS kind, c.client_id AS "clientId", c.staff_user_id AS "staffUserId",
           cl.user_id AS "clientUserId", cl.coach_user_id AS "coachUserId",
           cl.nutritionist_user_id AS "nutritionistUserId",
           cl.first_name || ' ' || cl.last_name AS "clientName",
           CASE c.kind WHEN 'coach' THEN cl.coach_name ELSE cl.nutritionist_name END AS "staffName",
           COALESCE(me.unread_count, 0) AS unread,
           lm.id AS "lastMessageId", lm.sender_user_id AS "lastSenderUserId", lm.body AS "lastBody",
           lm.sent_at AS "lastSentAt"
    FROM conversations c
    JOIN clients cl ON cl.client_id = c.client_id
    LEFT JOIN conversation_members me ON me.conversation_id = c.id AND me.user_id = ${filter.userId}::uuid
    LEFT JOIN messages lm ON lm.id = c.last_message_id
    WHERE ${scopeSql(filter.scope)}
      ${filter.conversationId ? Prisma.sql`AND c.id = ${filter.conversationId}::uuid` : Prisma.empty}
      ${filter.clientId ? Prisma.sql`AND c.client_id = ${filter.clientId}::uuid` : Prisma.empty}
      ${filter.unreadOnly ? Prisma.sql`AND me.unread_count > 0` : Prisma.empty}
      ${
        pattern
          ? Prisma.sql`AND (cl.first_name || ' ' || cl.last_name ILIKE ${pattern}
                            OR EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id
                                       AND m.body ILIKE ${pattern}))`
          : Prisma.empty
      }
    ORDER BY (COALESCE(me.unread_count, 0) > 0) DESC, c.last_message_at DESC NULLS LAST,
             cl.last_name, cl.first_name, c.kind, c.id
    LIMIT ${filter.limit}`;
}

/** One conversation as the caller sees it, or null when she does not (or it does not exist). */
export async function findVisibleConversation(
  db: Db | Tx,
  id: string,
  userId: string,
  scope: ConversationScope,
): Promise<ConversationRow | null> {
  const [row] = await listConversations(db as Db, {
    userId,
    scope,
    conversationId: id,
    limit: 1,
  });
  return row ?? null;
}

/** A new message moves the conversation up everybody's inbox. */
export const touchConversation = (tx: Tx, id: string, messageId: string, at: Date) =>
  tx.conversation.update({
    where: { id },
    data: { lastMessageAt: at, lastMessageId: messageId },
  });

/** Her unread messages over every conversation she sees (the navigation's badge). */
export async function unreadTotal(db: Db | Tx, userId: string, scope: ConversationScope) {
  // The coach sees every conversation she is in: her own rows alone answer, without the joins.
  const [row] =
    scope.kind === 'all'
      ? await db.$queryRaw<{ total: number }[]>`
          SELECT COALESCE(sum(unread_count), 0)::int AS total FROM conversation_members
          WHERE user_id = ${userId}::uuid AND unread_count > 0`
      : await db.$queryRaw<{ total: number }[]>`
          SELECT COALESCE(sum(me.unread_count), 0)::int AS total
          FROM conversation_members me
          JOIN conversations c ON c.id = me.conversation_id
          JOIN clients cl ON cl.client_id = c.client_id
          WHERE me.user_id = ${userId}::uuid AND ${scopeSql(scope)}`;
  return row.total;
}
