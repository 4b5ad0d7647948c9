import { executeSql, queryRows } from '@wellness/kit';
import type { PgPool, PgQueryable } from '@wellness/kit';
import type { Attachment } from '@wellness/contracts';
import { Prisma } from '../generated/prisma/client';
import type { Db, Tx } from '../db';
import type { ConversationScope } from './access';
import { attachmentListsSql } from '../attachments/repository';

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
  /** How many conversations of this inbox (in its order) come before the page; 0 without. */
  offset?: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const conversationColumns = Prisma.sql`
  c.id, c.kind::text AS kind, c.client_id AS "clientId", c.staff_user_id AS "staffUserId",
  cl.user_id AS "clientUserId", cl.coach_user_id AS "coachUserId",
  cl.nutritionist_user_id AS "nutritionistUserId",
  cl.first_name || ' ' || cl.last_name AS "clientName",
  CASE c.kind WHEN 'coach' THEN cl.coach_name ELSE cl.nutritionist_name END AS "staffName"`;

/** The filters both halves of the inbox share (besides the caller's scope). */
function filterSql(filter: ConversationFilter) {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return Prisma.sql`
    ${filter.conversationId ? Prisma.sql`AND c.id = ${filter.conversationId}::uuid` : Prisma.empty}
    ${filter.clientId ? Prisma.sql`AND c.client_id = ${filter.clientId}::uuid` : Prisma.empty}
    ${
      pattern
        ? Prisma.sql`AND (cl.first_name || ' ' || cl.last_name ILIKE ${pattern}
                          OR EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id
                                     AND m.body ILIKE ${pattern}))`
        : Prisma.empty
    }`;
}

/** Whether all her unread member rows are in this inbox: the coach's (she sees every one), unfiltered. */
const everyUnreadRow = (filter: ConversationFilter) =>
  filter.scope.kind === 'all' && !filter.search && !filter.clientId && !filter.conversationId;

/** A conversation of the inbox: ConversationRow with its last message as the answer has it. */
export interface InboxRow extends Omit<ConversationRow, 'lastSentAt'> {
  /** ISO timestamp. */
  lastSentAt: string | null;
  /** The last message's attachments (answers' Attachment); null: none. */
  lastAttachments: Attachment[] | null;
}

/**
 * A page of the inbox, cut at the limit in its order (`inner` selects `conversationColumns`,
 * unread, last_message_id, activity, last_name, first_name and k, ordered and limited), with each
 * one's last message and its attachments (one aggregate over the page's last messages): read for
 * the rows kept only.
 *
 * `pool`: the one that plans each run with its values (db.perCallPlanPool) unless `inner` cuts
 * the rows at the limit before any join (then a plan made once does: db.pool). The best plan
 * depends on how many conversations are unread for her (the coach's thousands, a client's one),
 * and a generic plan (planned once, not knowing) joins and sorts every one of them, and looks up
 * the last messages by a scan of the whole table.
 */
const inboxPage = (pool: PgPool, inner: Prisma.Sql) =>
  queryRows<InboxRow>(
    pool,
    Prisma.sql`
      WITH i AS (${inner})
      SELECT i.id, i.kind, i."clientId", i."staffUserId", i."clientUserId", i."coachUserId",
             i."nutritionistUserId", i."clientName", i."staffName", i.unread,
             lm.id AS "lastMessageId", lm.sender_user_id AS "lastSenderUserId",
             lm.body AS "lastBody",
             to_char(lm.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastSentAt",
             f.list AS "lastAttachments"
      FROM i
      LEFT JOIN messages lm ON lm.id = i.last_message_id
      LEFT JOIN ${attachmentListsSql(Prisma.sql`SELECT last_message_id FROM i`)} f
        ON f.message_id = lm.id
      ORDER BY i.activity DESC NULLS LAST, i.last_name, i.first_name, i.k, i.id`,
  );

/** Her unread conversations in this inbox (what a page's offset skips before the rest). */
async function countUnread(db: Db, filter: ConversationFilter): Promise<number> {
  const [row] = everyUnreadRow(filter)
    ? await queryRows<{ total: number }>(
        db.pool,
        Prisma.sql`
          SELECT count(*)::int AS total FROM conversation_members
          WHERE user_id = ${filter.userId}::uuid AND unread_count > 0`,
      )
    : await queryRows<{ total: number }>(
        db.perCallPlanPool,
        Prisma.sql`
          SELECT count(*)::int AS total
          FROM conversation_members me
          JOIN conversations c ON c.id = me.conversation_id
          JOIN clients cl ON cl.client_id = c.client_id
          WHERE me.user_id = ${filter.userId}::uuid AND me.unread_count > 0
            AND ${scopeSql(filter.scope)} ${filterSql(filter)}`,
      );
  return row.total;
}

/**
 * The conversations a caller sees, unread first, then latest activity (never-used ones last, by
 * client name), each with its last message and the caller's unread count: `limit` of them after
 * the first `offset`.
 *
 * Each part is read in the inbox's order from an index and cut at offset + limit, so a page costs
 * about that many rows however many conversations there are (an incremental sort only orders
 * rows of the same instant by name):
 * 1. her unread ones: her member rows with something unread (a partial index by her, in order of
 *    their conversation's latest activity, which the row carries, kept on send), after `offset`;
 * 2. only when those do not fill the page, the rest she sees: conversations in order of latest
 *    activity (the coach's from the index on it, a nutritionist's from hers by staff), skipping
 *    those unread for her, and skipping what the offset has left after her unread ones (nothing
 *    when part 1 answered some; when it answered none, the offset less a count of them).
 * (A message between the two reads, or between two pages, can move a conversation from one part
 * to the other: it is listed once, or, for that moment, not at all.)
 */
export async function listConversations(db: Db, filter: ConversationFilter): Promise<InboxRow[]> {
  const scope = scopeSql(filter.scope);
  const filters = filterSql(filter);
  const offset = filter.offset ?? 0;
  const unread = everyUnreadRow(filter)
    ? // Every unread member row of hers is in this inbox (the coach's, unfiltered): the first
      // offset + limit of them by latest activity (with those of the same instant, so they hold
      // every row the full order puts there) from the partial index, before any join, then in
      // full order past the offset; cut so, a plan made once serves (every conversation has its
      // client row: the read model keeps them).
      await inboxPage(
        db.pool,
        Prisma.sql`
          SELECT ${conversationColumns}, me.unread_count AS unread, c.last_message_id,
                 me.last_message_at AS activity, cl.last_name, cl.first_name, c.kind AS k
          FROM (SELECT conversation_id, unread_count, last_message_at
                FROM conversation_members
                WHERE user_id = ${filter.userId}::uuid AND unread_count > 0
                ORDER BY last_message_at DESC NULLS LAST
                FETCH FIRST (${offset + filter.limit}::int) ROWS WITH TIES) me
          JOIN conversations c ON c.id = me.conversation_id
          JOIN clients cl ON cl.client_id = c.client_id
          ORDER BY me.last_message_at DESC NULLS LAST, cl.last_name, cl.first_name, c.kind, c.id
          OFFSET ${offset}::int LIMIT ${filter.limit}::int`,
      )
    : await inboxPage(
        db.perCallPlanPool,
        Prisma.sql`
          SELECT ${conversationColumns}, me.unread_count AS unread, c.last_message_id,
                 me.last_message_at AS activity, cl.last_name, cl.first_name, c.kind AS k
          FROM conversation_members me
          JOIN conversations c ON c.id = me.conversation_id
          JOIN clients cl ON cl.client_id = c.client_id
          WHERE me.user_id = ${filter.userId}::uuid AND me.unread_count > 0 AND ${scope} ${filters}
          ORDER BY me.last_message_at DESC NULLS LAST, cl.last_name, cl.first_name, c.kind, c.id
          OFFSET ${offset}::int LIMIT ${filter.limit}::int`,
      );
  if (filter.unreadOnly || unread.length >= filter.limit) return unread;
  // Part 1 answered the last of her unread ones (the rest start at 0), or the offset lies past them.
  const readOffset =
    unread.length > 0 || offset === 0 ? 0 : Math.max(0, offset - (await countUnread(db, filter)));
  const read = await inboxPage(
    db.perCallPlanPool,
    Prisma.sql`
      SELECT ${conversationColumns}, 0 AS unread, c.last_message_id,
             c.last_message_at AS activity, cl.last_name, cl.first_name, c.kind AS k
      FROM conversations c
      JOIN clients cl ON cl.client_id = c.client_id
      WHERE ${scope} ${filters}
        AND NOT EXISTS (SELECT 1 FROM conversation_members u
                        WHERE u.conversation_id = c.id AND u.user_id = ${filter.userId}::uuid
                          AND u.unread_count > 0)
      ORDER BY c.last_message_at DESC NULLS LAST, cl.last_name, cl.first_name, c.kind, c.id
      OFFSET ${readOffset}::int LIMIT ${filter.limit - unread.length}::int`,
  );
  const listed = new Set(unread.map((row) => row.id));
  return [...unread, ...read.filter((row) => !listed.has(row.id))];
}

/**
 * A statement's fragment: the conversation's id when the caller sees it (no row otherwise), for
 * statements of other tables that answer only what she may see.
 */
export const visibleConversationSql = (id: string, scope: ConversationScope) => Prisma.sql`
  SELECT c.id FROM conversations c JOIN clients cl ON cl.client_id = c.client_id
  WHERE c.id = ${id}::uuid AND ${scopeSql(scope)}`;

/** One conversation as the caller sees it, or null when she does not (or it does not exist). */
export async function findVisibleConversation(
  on: PgQueryable,
  id: string,
  userId: string,
  scope: ConversationScope,
): Promise<ConversationRow | null> {
  const [row] = await queryRows<ConversationRow>(
    on,
    Prisma.sql`
      SELECT ${conversationColumns}, COALESCE(me.unread_count, 0) AS unread,
             lm.id AS "lastMessageId", lm.sender_user_id AS "lastSenderUserId",
             lm.body AS "lastBody", lm.sent_at AS "lastSentAt"
      FROM conversations c
      JOIN clients cl ON cl.client_id = c.client_id
      LEFT JOIN conversation_members me
        ON me.conversation_id = c.id AND me.user_id = ${userId}::uuid
      LEFT JOIN messages lm ON lm.id = c.last_message_id
      WHERE c.id = ${id}::uuid AND ${scopeSql(scope)}`,
  );
  return row ?? null;
}

/**
 * Holds the conversation until the transaction ends: sends of one conversation then take their
 * seq, update their people's counters and commit one after another (so "one more unread unless
 * she has read past it" is always counted against the send before), and a read (`share`) waits
 * for a send under way and then counts what it stored.
 */
export async function lockConversation(on: PgQueryable, id: string, mode: 'send' | 'share') {
  await queryRows(
    on,
    mode === 'send'
      ? Prisma.sql`SELECT 1 AS locked FROM conversations WHERE id = ${id}::uuid FOR NO KEY UPDATE`
      : Prisma.sql`SELECT 1 AS locked FROM conversations WHERE id = ${id}::uuid FOR SHARE`,
  );
}

/** A new message moves the conversation up everybody's inbox. */
export const touchConversation = (on: PgQueryable, id: string, messageId: string, at: Date) =>
  executeSql(
    on,
    Prisma.sql`
      UPDATE conversations SET last_message_at = ${at}, last_message_id = ${messageId}::uuid
      WHERE id = ${id}::uuid`,
  );

/** Her unread messages over every conversation she sees (the navigation's badge). */
export async function unreadTotal(on: PgQueryable, userId: string, scope: ConversationScope) {
  // The coach sees every conversation she is in: her own rows alone answer, without the joins.
  const [row] = await queryRows<{ total: number }>(
    on,
    scope.kind === 'all'
      ? Prisma.sql`
          SELECT COALESCE(sum(unread_count), 0)::int AS total FROM conversation_members
          WHERE user_id = ${userId}::uuid AND unread_count > 0`
      : Prisma.sql`
          SELECT COALESCE(sum(me.unread_count), 0)::int AS total
          FROM conversation_members me
          JOIN conversations c ON c.id = me.conversation_id
          JOIN clients cl ON cl.client_id = c.client_id
          WHERE me.user_id = ${userId}::uuid AND ${scopeSql(scope)}`,
  );
  return row.total;
}
