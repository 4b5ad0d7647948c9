import { jsonText, queryRows } from '@wellness/kit';
import type { JsonText, PgQueryable } from '@wellness/kit';
import type { MessagePage } from '@wellness/contracts';
import type { Db } from '../db';
import { Prisma } from '../generated/prisma/client';
import { attachmentListsSql } from '../attachments/repository';

export interface MessageRow {
  id: string;
  seq: bigint;
  conversationId: string;
  senderUserId: string;
  body: string;
  sentAt: Date;
}

/** A message's columns as node-postgres reads them (seq, a bigint, as text). */
const messageColumns = Prisma.sql`
  id, seq::text AS seq, conversation_id AS "conversationId", sender_user_id AS "senderUserId",
  body, sent_at AS "sentAt"`;
const messageOfRow = (row: Omit<MessageRow, 'seq'> & { seq: string }): MessageRow => ({
  ...row,
  seq: BigInt(row.seq),
});

/**
 * Stores a message unless its id is taken. Returns the new row, or null when a message with this
 * id exists already (a retry: the caller compares and answers with the stored one).
 */
export async function insertMessage(
  on: PgQueryable,
  message: Omit<MessageRow, 'seq'>,
): Promise<MessageRow | null> {
  const [row] = await queryRows<Omit<MessageRow, 'seq'> & { seq: string }>(
    on,
    Prisma.sql`
      INSERT INTO messages (id, conversation_id, sender_user_id, body, sent_at)
      VALUES (${message.id}::uuid, ${message.conversationId}::uuid, ${message.senderUserId}::uuid,
              ${message.body}, ${message.sentAt})
      ON CONFLICT (id) DO NOTHING
      RETURNING ${messageColumns}`,
  );
  return row ? messageOfRow(row) : null;
}

export async function findMessage(on: PgQueryable, id: string): Promise<MessageRow | null> {
  const [row] = await queryRows<Omit<MessageRow, 'seq'> & { seq: string }>(
    on,
    Prisma.sql`SELECT ${messageColumns} FROM messages WHERE id = ${id}::uuid`,
  );
  return row ? messageOfRow(row) : null;
}

/** A page of a thread as threadPage reads it. */
export interface ThreadPage {
  /** False when the caller does not see the conversation (then nothing else is read). */
  visible: boolean;
  /** False when `before` is not a message of this conversation. */
  cursorFound: boolean;
  /** The answer (MessagePage) as JSON text. */
  page: JsonText<MessagePage>;
}

/**
 * A page of a thread in one statement, only when the caller sees the conversation (`visible`, a
 * fragment from the conversation repository: access.ts's scope): up to `pageSize` messages before
 * `before` (by seq; the newest without it), oldest first, with their attachments, the cursor of
 * the page before it (when there is one), and what each member has read, as the message she saw
 * last. Postgres writes the answer's JSON (`MessagePage`, as messageOf and attachmentOf would),
 * sent as it comes. A prepared statement on the hot-path pool, planned once per connection: every
 * value is one conversation's (its id, a cursor in it, the page's size).
 */
export async function threadPage(
  db: Db,
  conversationId: string,
  visible: Prisma.Sql,
  before: string | null,
  pageSize: number,
): Promise<ThreadPage> {
  const [row] = await queryRows<{ visible: boolean; cursorFound: boolean; page: string }>(
    db.pool,
    Prisma.sql`
      WITH conversation AS (${visible}),
      cursor AS (
        SELECT seq FROM messages
        WHERE id = ${before}::uuid AND conversation_id = ${conversationId}::uuid
      ), page AS (
        SELECT m.id, m.seq, m.sender_user_id, m.body, m.sent_at
        FROM messages m
        -- "Her conversation, seq below the cursor" as a range of the (conversation_id, seq)
        -- index: with conversation_id = … instead, Postgres may walk the unique index on seq
        -- backwards through every newer message of other conversations (tens of thousands, for
        -- an old page).
        WHERE EXISTS (SELECT 1 FROM conversation)
          AND (m.conversation_id, m.seq) > (${conversationId}::uuid, 0)
          AND (m.conversation_id, m.seq)
              < (${conversationId}::uuid, COALESCE((SELECT seq FROM cursor), 9223372036854775807))
        ORDER BY m.conversation_id DESC, m.seq DESC
        -- One more than the page: whether there is a page before it.
        LIMIT ${pageSize}::int + 1
      ), shown AS (
        SELECT * FROM page ORDER BY seq DESC LIMIT ${pageSize}::int
      )
      SELECT EXISTS (SELECT 1 FROM conversation) AS visible,
             EXISTS (SELECT 1 FROM cursor) AS "cursorFound",
             json_build_object(
               'items', COALESCE(
                 (SELECT json_agg(json_build_object(
                            'id', s.id, 'conversationId', ${conversationId}::uuid,
                            'senderUserId', s.sender_user_id, 'body', s.body,
                            'sentAt', to_char(s.sent_at AT TIME ZONE 'UTC',
                                              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                            'attachments', COALESCE(f.list, '[]'::json))
                          ORDER BY s.seq)
                  FROM shown s
                  LEFT JOIN ${attachmentListsSql(Prisma.sql`SELECT id FROM shown`)} f
                    ON f.message_id = s.id),
                 '[]'::json),
               'before', CASE WHEN (SELECT count(*) FROM page) > ${pageSize}::int
                              THEN (SELECT s.id FROM shown s ORDER BY s.seq LIMIT 1) END,
               'readUpTo', COALESCE(
                 (SELECT json_object_agg(me.user_id,
                                         (SELECT x.id FROM messages x
                                          WHERE x.conversation_id = me.conversation_id
                                            AND x.seq <= me.read_up_to_seq
                                          ORDER BY x.seq DESC LIMIT 1)
                                         ORDER BY me.user_id)
                  FROM conversation_members me
                  WHERE me.conversation_id = ${conversationId}::uuid
                    AND EXISTS (SELECT 1 FROM conversation)),
                 '{}'::json))::text AS page`,
  );
  return {
    visible: row.visible,
    cursorFound: before === null || row.cursorFound,
    page: jsonText(row.page),
  };
}
