import type { Db, Tx } from '../db';

export interface DigestDue {
  conversationId: string;
  userId: string;
  kind: 'coach' | 'nutritionist';
  staffUserId: string;
  clientUserId: string | null;
  coachUserId: string | null;
  nutritionistUserId: string | null;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  coachName: string | null;
  coachEmail: string | null;
  nutritionistName: string | null;
  nutritionistEmail: string | null;
  unread: number;
  emailedUpToSeq: bigint;
  latestSeq: bigint;
}

/**
 * The people with a message from the other person unread since before `cutoff` that no email
 * has covered yet: one row per person and conversation, however many messages wait.
 */
export function digestsDue(db: Db, cutoff: Date, limit: number) {
  return db.$queryRaw<DigestDue[]>`
    SELECT m.conversation_id AS "conversationId", m.user_id AS "userId", c.kind::text AS kind,
           c.staff_user_id AS "staffUserId", cl.user_id AS "clientUserId",
           cl.coach_user_id AS "coachUserId", cl.nutritionist_user_id AS "nutritionistUserId",
           cl.first_name AS "clientFirstName", cl.last_name AS "clientLastName",
           cl.email AS "clientEmail", cl.coach_name AS "coachName", cl.coach_email AS "coachEmail",
           cl.nutritionist_name AS "nutritionistName", cl.nutritionist_email AS "nutritionistEmail",
           m.unread_count AS unread, m.emailed_up_to_seq AS "emailedUpToSeq",
           (SELECT max(seq) FROM messages WHERE conversation_id = m.conversation_id) AS "latestSeq"
    FROM conversation_members m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN clients cl ON cl.client_id = c.client_id
    WHERE m.unread_count > 0
      AND EXISTS (SELECT 1 FROM messages x
                  WHERE x.conversation_id = m.conversation_id
                    AND x.seq > GREATEST(m.read_up_to_seq, m.emailed_up_to_seq)
                    AND x.sender_user_id <> m.user_id
                    AND x.sent_at <= ${cutoff})
    ORDER BY m.conversation_id, m.user_id
    LIMIT ${limit}`;
}

/**
 * Records that an email covers her conversation up to `upToSeq`, unless another sweep did first
 * (the condition on what it read). Returns whether this call recorded it.
 */
export async function markEmailed(
  tx: Tx,
  due: Pick<DigestDue, 'conversationId' | 'userId' | 'emailedUpToSeq'>,
  upToSeq: bigint,
): Promise<boolean> {
  const changed = await tx.$executeRaw`
    UPDATE conversation_members SET emailed_up_to_seq = ${upToSeq}
    WHERE conversation_id = ${due.conversationId}::uuid AND user_id = ${due.userId}::uuid
      AND emailed_up_to_seq = ${due.emailedUpToSeq} AND unread_count > 0`;
  return changed === 1;
}
