import { inPoolTransaction } from '@wellness/kit';
import type { Db, Tx } from '../db';
import { insertRecipientEmails } from '../emails/repository';
import type { RecipientEmail } from '../emails/repository';
import { Prisma } from '../generated/prisma/client';
import type { EmailSend, EmailSendStatus } from '../generated/prisma/client';

/** email_sends: the coach's composed sends. */

export interface NewSend {
  id: string;
  subject: string;
  body: string;
  audience: Prisma.InputJsonValue;
  audienceLabel: string;
  status: Extract<EmailSendStatus, 'scheduled' | 'sending'>;
  sendAt: Date;
  createdBy: string | null;
  recipients: number;
  suppressed: number;
}

/**
 * Stores a send and its recipients' emails in one transaction: all of them or none. Storing the
 * same send again adds nothing (the send's id, and one email per recipient per send). The
 * emails come in chunks (one INSERT each), and the next chunk is prepared while Postgres
 * stores the last. Answers the emails added.
 */
export async function storeSendWithEmails(
  db: Db,
  send: NewSend,
  chunks: Iterable<RecipientEmail[]> | AsyncIterable<RecipientEmail[]>,
  correlationId: string | null,
): Promise<{ id: string; status: string }[]> {
  return inPoolTransaction(db.pool, async (client) => {
    await client.query(
      `INSERT INTO email_sends (id, subject, body, audience, audience_label, status, send_at,
         created_by, recipients, suppressed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO NOTHING`,
      [
        send.id,
        send.subject,
        send.body,
        JSON.stringify(send.audience),
        send.audienceLabel,
        send.status,
        send.sendAt,
        send.createdBy,
        send.recipients,
        send.suppressed,
      ],
    );
    const target = {
      id: send.id,
      template: COMPOSED_TEMPLATE,
      scheduledFor: send.status === 'scheduled' ? send.sendAt : null,
      correlationId,
    };
    const added: { id: string; status: string }[] = [];
    let storing: Promise<{ id: string; status: string }[]> | undefined;
    for await (const chunk of chunks) {
      if (storing) added.push(...(await storing));
      storing = insertRecipientEmails(client, target, chunk);
      // Awaited before the next statement (one at a time on a connection); meanwhile the next
      // chunk is prepared. Should preparing it throw, the rollback waits for this one.
      storing.catch(() => undefined);
    }
    if (storing) added.push(...(await storing));
    return added;
  });
}

/** What composed emails are logged as (their `template`). */
export const COMPOSED_TEMPLATE = 'composed';

export type SendWithCounts = EmailSend & { sent: number; failed: number; queued: number };

/** Sends matching `where`, newest first, with how many of their emails were sent, failed or wait. */
function sendsWithCounts(db: Db, where: Prisma.Sql, limit: number): Promise<SendWithCounts[]> {
  return db.$queryRaw<SendWithCounts[]>`
    SELECT s.id, s.subject, s.body, s.audience, s.audience_label AS "audienceLabel", s.status,
      s.send_at AS "sendAt", s.created_at AS "createdAt", s.created_by AS "createdBy",
      s.recipients, s.suppressed,
      COALESCE(c.sent, 0)::int AS sent, COALESCE(c.failed, 0)::int AS failed,
      COALESCE(c.queued, 0)::int AS queued
    FROM (
      SELECT * FROM email_sends WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit}
    ) s
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE m.status = 'sent') AS sent,
        count(*) FILTER (WHERE m.status = 'failed') AS failed,
        count(*) FILTER (WHERE m.status = 'queued') AS queued
      FROM email_messages m WHERE m.send_id = s.id
    ) c ON true
    ORDER BY s.created_at DESC, s.id DESC`;
}

export const latestSends = (db: Db, limit: number) => sendsWithCounts(db, Prisma.sql`true`, limit);

export async function findSend(db: Db, id: string): Promise<SendWithCounts | null> {
  const [send] = await sendsWithCounts(db, Prisma.sql`id = ${id}::uuid`, 1);
  return send ?? null;
}

/** Cancels a scheduled send that is not yet due; false when it is not (any more) cancellable. */
export async function cancelScheduledSend(tx: Tx, id: string, now: Date): Promise<boolean> {
  const { count } = await tx.emailSend.updateMany({
    where: { id, status: 'scheduled', sendAt: { gt: now } },
    data: { status: 'cancelled' },
  });
  return count === 1;
}
