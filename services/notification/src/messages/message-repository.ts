import type { Db, Tx } from '../db';

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

/** Up to `limit` messages of a conversation before `beforeSeq` (all when null), newest first. */
export const messagesBefore = (
  db: Db,
  conversationId: string,
  beforeSeq: bigint | null,
  limit: number,
) =>
  db.message.findMany({
    where: { conversationId, ...(beforeSeq === null ? {} : { seq: { lt: beforeSeq } }) },
    orderBy: { seq: 'desc' },
    take: limit,
  });

/** The newest message of a conversation at or before `seq`: what somebody who read up to it saw last. */
export const lastMessageUpTo = (db: Db, conversationId: string, seq: bigint) =>
  db.message.findFirst({
    where: { conversationId, seq: { lte: seq } },
    orderBy: { seq: 'desc' },
    select: { id: true },
  });
