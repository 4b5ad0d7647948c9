import { executeSql, queryRows } from '@wellness/kit';
import type { PgQueryable } from '@wellness/kit';
import { Prisma } from '../generated/prisma/client';

/**
 * A message was sent: one more unread for the other member; the sender has read everything up to
 * her own message; both rows carry the conversation's latest activity (her inbox's order).
 * Answers the members.
 */
export async function recordSent(
  on: PgQueryable,
  conversationId: string,
  senderUserId: string,
  seq: bigint,
  sentAt: Date,
): Promise<string[]> {
  const rows = await queryRows<{ userId: string }>(
    on,
    Prisma.sql`
      UPDATE conversation_members
      SET unread_count = CASE WHEN user_id = ${senderUserId}::uuid THEN 0 ELSE unread_count + 1 END,
          read_up_to_seq = CASE WHEN user_id = ${senderUserId}::uuid
                                THEN GREATEST(read_up_to_seq, ${seq}::bigint) ELSE read_up_to_seq END,
          last_message_at = ${sentAt}
      WHERE conversation_id = ${conversationId}::uuid
      RETURNING user_id AS "userId"`,
  );
  return rows.map((row) => row.userId).sort();
}

/**
 * She has read up to this message: never backwards, and her unread count becomes what is still
 * after it. Returns false when she is not a member (the coach reading another's conversation).
 */
export async function markReadUpTo(
  on: PgQueryable,
  conversationId: string,
  userId: string,
  seq: bigint,
): Promise<boolean> {
  const changed = await executeSql(
    on,
    Prisma.sql`
      UPDATE conversation_members m
      SET read_up_to_seq = GREATEST(m.read_up_to_seq, ${seq}::bigint),
          unread_count = (SELECT count(*)::int FROM messages
                          WHERE conversation_id = m.conversation_id
                            AND seq > GREATEST(m.read_up_to_seq, ${seq}::bigint)
                            AND sender_user_id <> m.user_id),
          -- A member added after the conversation's last send has none yet.
          last_message_at = COALESCE(m.last_message_at,
                                     (SELECT last_message_at FROM conversations
                                      WHERE id = m.conversation_id))
      WHERE m.conversation_id = ${conversationId}::uuid AND m.user_id = ${userId}::uuid`,
  );
  return changed === 1;
}
