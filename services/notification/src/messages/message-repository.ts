import type { Db, Tx } from '../db';
import type { Prisma } from '../generated/prisma/client';

export interface MessageRow {
  id: string;
  seq: bigint;
  conversationId: string;
  senderUserId: string;
  body: string;
  sentAt: Date;
}

/**
 * Stores a message unless its id is taken. Returns the new row, or null when a message with this
 * id exists already (a retry: the caller compares and answers with the stored one).
 */
export async function insertMessage(
  tx: Tx,
  message: Omit<MessageRow, 'seq'>,
): Promise<MessageRow | null> {
  const [row] = await tx.$queryRaw<MessageRow[]>`
    INSERT INTO messages (id, conversation_id, sender_user_id, body, sent_at)
    VALUES (${message.id}::uuid, ${message.conversationId}::uuid, ${message.senderUserId}::uuid,
            ${message.body}, ${message.sentAt})
    ON CONFLICT (id) DO NOTHING
    RETURNING id, seq, conversation_id AS "conversationId", sender_user_id AS "senderUserId", body,
              sent_at AS "sentAt"`;
  return row ?? null;
}

export const findMessage = (db: Db | Tx, id: string) => db.message.findUnique({ where: { id } });

export interface ThreadPage {
  /** False when the caller does not see the conversation (then nothing else is read). */
  visible: boolean;
  /** False when `before` is not a message of this conversation. */
  cursorFound: boolean;
  /** Up to `limit` messages before the cursor (the newest without one), newest first. */
  rows: (Omit<MessageRow, 'seq'> & { hasAttachments: boolean })[];
  /** Each member's newest message at or before what she has read (null: none yet), by user id. */
  readUpTo: Record<string, string | null>;
}

interface ThreadPageRow {
  visible: boolean;
  cursorFound: boolean;
  readUpTo: Record<string, string | null> | null;
  items: { id: string; senderUserId: string; body: string; sentAt: string; a: boolean }[] | null;
}

/**
 * A page of a thread in one statement, only when the caller sees the conversation (`visible`, a
 * fragment from the conversation repository: access.ts's scope): up to `limit` messages before
 * `before` (by seq; the newest without it), whether each carries attachments, and what each
 * member has read, as the message she saw last. The page comes as one JSON value (one row to
 * decode, not fifty).
 */
export async function threadPage(
  db: Db,
  conversationId: string,
  visible: Prisma.Sql,
  before: string | null,
  limit: number,
): Promise<ThreadPage> {
  const [row] = await db.$queryRaw<ThreadPageRow[]>`
    WITH conversation AS (${visible}),
    cursor AS (
      SELECT seq FROM messages
      WHERE id = ${before}::uuid AND conversation_id = ${conversationId}::uuid
    ), page AS (
      SELECT m.id, m.seq, m.sender_user_id, m.body, m.sent_at
      FROM messages m
      -- "Her conversation, seq below the cursor" as a range of the (conversation_id, seq) index:
      -- with conversation_id = … instead, Postgres may walk the unique index on seq backwards
      -- through every newer message of other conversations (tens of thousands, for an old page).
      WHERE EXISTS (SELECT 1 FROM conversation)
        AND (m.conversation_id, m.seq) > (${conversationId}::uuid, 0)
        AND (m.conversation_id, m.seq)
            < (${conversationId}::uuid, COALESCE((SELECT seq FROM cursor), 9223372036854775807))
      ORDER BY m.conversation_id DESC, m.seq DESC
      LIMIT ${limit}
    )
    SELECT EXISTS (SELECT 1 FROM conversation) AS visible,
           EXISTS (SELECT 1 FROM cursor) AS "cursorFound",
           (SELECT json_object_agg(me.user_id,
                                   (SELECT x.id FROM messages x
                                    WHERE x.conversation_id = me.conversation_id
                                      AND x.seq <= me.read_up_to_seq
                                    ORDER BY x.seq DESC LIMIT 1)
                                   ORDER BY me.user_id)
            FROM conversation_members me
            WHERE me.conversation_id = ${conversationId}::uuid
              AND EXISTS (SELECT 1 FROM conversation)) AS "readUpTo",
           (SELECT json_agg(json_build_object(
                      'id', p.id, 'senderUserId', p.sender_user_id, 'body', p.body,
                      'sentAt', to_char(p.sent_at AT TIME ZONE 'UTC',
                                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'a', EXISTS (SELECT 1 FROM attachments a WHERE a.message_id = p.id))
                    ORDER BY p.seq DESC)
            FROM page p) AS items`;
  return {
    visible: row.visible,
    cursorFound: before === null || row.cursorFound,
    readUpTo: row.readUpTo ?? {},
    rows: (row.items ?? []).map((item) => ({
      id: item.id,
      conversationId,
      senderUserId: item.senderUserId,
      body: item.body,
      sentAt: new Date(item.sentAt),
      hasAttachments: item.a,
    })),
  };
}
