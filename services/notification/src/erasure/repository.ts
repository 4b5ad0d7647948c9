import type { Tx } from '../db';

/** Who is erased, as crm's request names her. */
export interface ErasureSubject {
  clientId: string;
  userId: string | null;
  email: string;
}

/** What her erased messages say in the thread from now on. */
export const DELETED_MESSAGE_TEXT = 'Message deleted';
/** What her name reads as in the messages others wrote to her. */
export const REDACTED_NAME = '[name removed]';

/** The words of her name worth taking out (single letters would take out too much). */
const namesOf = (fullName: string | null) =>
  (fullName ?? '').split(/\s+/).filter((word) => word.length > 1);

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces her names, as whole words in any case, in the messages of her conversations. */
function redactNames(tx: Tx, clientId: string, names: string[]): Promise<number> {
  if (names.length === 0) return Promise.resolve(0);
  const pattern = `\\m(${names.map(escapeRegExp).join('|')})\\M`;
  return tx.$executeRaw`
    UPDATE messages SET body = regexp_replace(body, ${pattern}, ${REDACTED_NAME}, 'gi')
    WHERE conversation_id IN (SELECT id FROM conversations WHERE client_id = ${clientId}::uuid)
      AND body ~* ${pattern}`;
}

/**
 * notification's part of a client's erasure, in the event's transaction: one statement per
 * table, here together so that a new table that can name her is added where it is seen. Her
 * messages keep their place in the thread, their text replaced by "Message deleted", and her
 * read-model row stays, anonymised, so the coach still reaches that thread; everything else that
 * is hers or about her is deleted. Her attachments' ids are returned for the handler to
 * delete their files. `fullName`: her name as the read model had it, to find what names her.
 */
export async function eraseNotificationRows(
  tx: Tx,
  subject: ErasureSubject,
  fullName: string | null,
): Promise<{ erased: Record<string, number>; attachmentIds: string[] }> {
  const { clientId, userId } = subject;
  const email = subject.email.toLowerCase();
  const name = fullName?.toLowerCase() ?? null;
  const needles = [clientId, email, ...(userId ? [userId] : [])];

  const attachmentIds = userId
    ? (
        await tx.attachment.findMany({ where: { uploaderUserId: userId }, select: { id: true } })
      ).map((row) => row.id)
    : [];
  const attachments = await tx.attachment.deleteMany({ where: { id: { in: attachmentIds } } });
  const messages = userId
    ? await tx.$executeRaw`
        UPDATE messages SET body = ${DELETED_MESSAGE_TEXT}, deleted_at = now()
        WHERE sender_user_id = ${userId}::uuid AND deleted_at IS NULL`
    : 0;
  // What others wrote to her stays, her name taken out of it: the thread names her no more.
  const redacted = await redactNames(tx, clientId, namesOf(fullName));
  const memberships = userId
    ? (await tx.conversationMember.deleteMany({ where: { userId } })).count
    : 0;
  // Live-stream notices carry message texts: hers, and everyone's about her or her conversations.
  const streamEvents = await tx.$executeRaw`
    DELETE FROM message_stream_events
    WHERE user_id = ${userId}::uuid
       OR EXISTS (
         SELECT 1 FROM unnest(${needles}::text[]) AS needle
         WHERE strpos(lower(event::text), needle) > 0)
       OR EXISTS (
         SELECT 1 FROM conversations c
         WHERE c.client_id = ${clientId}::uuid AND strpos(event::text, c.id::text) > 0)`;
  const notices = await tx.$executeRaw`
    DELETE FROM in_app_notifications
    WHERE user_id = ${userId}::uuid OR strpos(coalesce(link, ''), ${clientId}) > 0
       OR (${name}::text IS NOT NULL AND strpos(lower(title || ' ' || body), ${name}::text) > 0)`;
  // Emails to her, and the coach's alerts about her (they reply to her, or name her).
  const emails = await tx.$executeRaw`
    DELETE FROM email_messages
    WHERE client_id = ${clientId}::uuid OR lower("to") = ${email}
       OR lower(coalesce(reply_to, '')) = ${email} OR strpos(lower(text), ${email}) > 0
       OR (${name}::text IS NOT NULL AND strpos(lower(subject || ' ' || text), ${name}::text) > 0)`;
  const enrolments = await tx.$executeRaw`
    DELETE FROM automation_enrolments WHERE subject_id = ${clientId}::uuid OR lower(email) = ${email}`;
  const suppressions = await tx.$executeRaw`
    DELETE FROM email_suppressions WHERE address = ${email}`;
  // Her read-model row stays, anonymised: the coach's thread with her is reached through it.
  const clients = await tx.$executeRaw`
    UPDATE clients SET first_name = 'Erased', last_name = 'client', email = 'erased@erased.invalid',
      user_id = NULL, status = 'archived', tags = ARRAY[]::text[], time_zone = NULL,
      last_sign_in_at = NULL, changed_at = now()
    WHERE client_id = ${clientId}::uuid`;
  const events = await tx.$executeRaw`
    DELETE FROM outbox_events
    WHERE EXISTS (
      SELECT 1 FROM unnest(${needles}::text[]) AS needle
      WHERE strpos(lower(envelope::text), needle) > 0)`;
  return {
    erased: {
      messages,
      messagesRedacted: redacted,
      attachments: attachments.count,
      memberships,
      streamEvents,
      notices,
      emails,
      enrolments,
      suppressions,
      clientsAnonymised: clients,
      events,
    },
    attachmentIds,
  };
}

/** Her name as the read model has it (before it is deleted), for finding what names her. */
export async function fullNameOf(tx: Tx, clientId: string): Promise<string | null> {
  const client = await tx.client.findUnique({
    where: { clientId },
    select: { firstName: true, lastName: true },
  });
  return client ? `${client.firstName} ${client.lastName}`.trim() : null;
}
