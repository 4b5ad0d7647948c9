import { executeSql, queryRows } from '@wellness/kit';
import type { PgQueryable } from '@wellness/kit';
import type { Attachment } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import { Prisma } from '../generated/prisma/client';
import type { Attachment as AttachmentRow } from '../generated/prisma/client';

export type { AttachmentRow };

/** The only code that touches the `attachments` table. */
export const insertAttachment = (
  db: Db,
  row: Pick<
    AttachmentRow,
    'id' | 'uploaderUserId' | 'kind' | 'name' | 'size' | 'width' | 'height' | 'conversationId'
  >,
) => db.attachment.create({ data: row });

export const findAttachment = (db: Db | Tx, id: string) =>
  db.attachment.findUnique({ where: { id } });

/**
 * Links her unsent attachments to her message, in the order given: each must be hers, not sent
 * yet, and meant for this conversation or for none. Answers how many were linked (fewer than
 * given: one was not hers to send, and the caller rolls the transaction back). A concurrent send
 * of the same attachment waits for this row, then finds it sent.
 */
export const linkAttachments = (
  on: PgQueryable,
  link: {
    ids: string[];
    uploaderUserId: string;
    conversationId: string;
    messageId: string;
    sentAt: Date;
  },
): Promise<number> =>
  executeSql(
    on,
    Prisma.sql`
      UPDATE attachments a
      SET message_id = ${link.messageId}::uuid, conversation_id = ${link.conversationId}::uuid,
          sent_at = ${link.sentAt}, position = (l.n - 1)::int
      FROM unnest(${link.ids}::uuid[]) WITH ORDINALITY AS l(id, n)
      WHERE a.id = l.id AND a.uploader_user_id = ${link.uploaderUserId}::uuid
        AND a.message_id IS NULL
        AND (a.conversation_id IS NULL OR a.conversation_id = ${link.conversationId}::uuid)`,
  );

/**
 * The attachments of the messages `messageIds` selects (a statement of ids), as a relation of
 * `message_id` and `list`: each message's attachments in their order, as a JSON array of the
 * answers' Attachment (what view.ts's attachmentOf makes of each row); a message without any has
 * no row. For statements that answer messages as JSON, joined on message_id: one aggregate over
 * them all (a subquery per message runs an aggregate for each: about half of a thread page's time
 * in Postgres, attachments or not).
 */
export const attachmentListsSql = (messageIds: Prisma.Sql) => Prisma.sql`
  (SELECT a.message_id,
          json_agg(json_build_object(
            'id', a.id, 'kind', CASE a.kind WHEN 'image' THEN 'image' ELSE 'pdf' END,
            'name', a.name, 'size', a.size, 'width', a.width, 'height', a.height,
            'url', '/api/attachments/' || a.id,
            'thumbUrl', CASE a.kind WHEN 'image' THEN '/api/attachments/' || a.id || '?variant=thumb' END)
          ORDER BY a.position) AS list
   FROM attachments a WHERE a.message_id IN (${messageIds})
   GROUP BY a.message_id)`;

/** The answers' attachments of these messages (attachmentListsSql), by message id. */
export async function attachmentListsOf(
  on: PgQueryable,
  messageIds: string[],
): Promise<Map<string, Attachment[]>> {
  if (!messageIds.length) return new Map();
  const rows = await queryRows<{ message_id: string; list: Attachment[] }>(
    on,
    Prisma.sql`SELECT * FROM ${attachmentListsSql(Prisma.sql`SELECT unnest(${messageIds}::uuid[])`)} f`,
  );
  return new Map(rows.map((row) => [row.message_id, row.list]));
}

/** Attachments uploaded before `cutoff` and never sent, oldest first, at most `limit`. */
export const unsentBefore = (db: Db, cutoff: Date, limit: number) =>
  db.attachment.findMany({
    where: { messageId: null, createdAt: { lt: cutoff } },
    orderBy: { createdAt: 'asc' },
    take: limit,
    select: { id: true },
  });

/** Deletes an attachment if it is still unsent: false when a send took it meanwhile. */
export async function deleteUnsent(db: Db, id: string): Promise<boolean> {
  const { count } = await db.attachment.deleteMany({ where: { id, messageId: null } });
  return count === 1;
}
