import type { Db, Tx } from '../db';

export const membersOf = (db: Db | Tx, conversationId: string) =>
  db.conversationMember.findMany({ where: { conversationId }, orderBy: { userId: 'asc' } });

/**
 * A message was sent: one more unread for the other member; the sender has read everything up to
 * her own message.
 */
export async function recordSent(
  tx: Tx,
  conversationId: string,
  senderUserId: string,
  seq: bigint,
) {
  await tx.$executeRaw`
    UPDATE conversation_members
    SET unread_count = CASE WHEN user_id = ${senderUserId}::uuid THEN 0 ELSE unread_count + 1 END,
        read_up_to_seq = CASE WHEN user_id = ${senderUserId}::uuid
                              THEN GREATEST(read_up_to_seq, ${seq}) ELSE read_up_to_seq END
    WHERE conversation_id = ${conversationId}::uuid`;
}

/**
 * She has read up to this message: never backwards, and her unread count becomes what is still
 * after it. Returns false when she is not a member (the coach reading another's conversation).
 */
export async function markReadUpTo(
  tx: Tx,
  conversationId: string,
  userId: string,
  seq: bigint,
): Promise<boolean> {
  const changed = await tx.$executeRaw`
    UPDATE conversation_members m
    SET read_up_to_seq = GREATEST(m.read_up_to_seq, ${seq}),
        unread_count = (SELECT count(*)::int FROM messages
                        WHERE conversation_id = m.conversation_id
                          AND seq > GREATEST(m.read_up_to_seq, ${seq})
                          AND sender_user_id <> m.user_id)
    WHERE m.conversation_id = ${conversationId}::uuid AND m.user_id = ${userId}::uuid`;
  return changed === 1;
}
