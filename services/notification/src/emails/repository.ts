import type { PoolClient } from 'pg';
import type { EmailTemplate } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import type { EmailStatus, Prisma } from '../generated/prisma/client';

export interface NewEmail {
  template: EmailTemplate;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  relatedEventId?: string | null;
  correlationId?: string | null;
  /** Stored as failed (never sent) when it could not be rendered, with the reason. */
  status?: 'queued' | 'failed';
  error?: string | null;
  /** Why it was sent when no event asked for it (a test of a template). */
  note?: string | null;
  /** A marketing email's one-click unsubscribe URL (sent as List-Unsubscribe). */
  listUnsubscribe?: string | null;
}

export function createEmail(db: Db | Tx, email: NewEmail) {
  return db.emailMessage.create({ data: email, select: { id: true } });
}

export function findEmail(db: Db | Tx, id: string) {
  return db.emailMessage.findUnique({ where: { id } });
}

export const emailSummaryFields = {
  id: true,
  template: true,
  to: true,
  subject: true,
  status: true,
  error: true,
  attempts: true,
  createdAt: true,
  sentAt: true,
  scheduledFor: true,
  sendId: true,
} as const;

export interface EmailPageQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: EmailStatus;
  sendId?: string;
}

/** One page of the email log, newest first, optionally matching recipient or subject, status and send. */
export async function listEmailPage(
  db: Db,
  { page, pageSize, search, status, sendId }: EmailPageQuery,
) {
  const where: Prisma.EmailMessageWhereInput = {
    ...(search && {
      OR: [
        { to: { contains: search, mode: 'insensitive' } },
        { subject: { contains: search, mode: 'insensitive' } },
      ],
    }),
    ...(status && { status }),
    ...(sendId && { sendId }),
  };
  const [items, total] = await Promise.all([
    db.emailMessage.findMany({
      where,
      select: emailSummaryFields,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.emailMessage.count({ where }),
  ]);
  return { items, total };
}

/**
 * Ids of messages still waiting for delivery that were created before `before` (oldest first),
 * and due: one held for a later time (scheduledFor) is left to its delayed job until then.
 */
export async function queuedEmailIds(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db.emailMessage.findMany({
    where: {
      status: 'queued',
      createdAt: { lte: before },
      OR: [{ scheduledFor: null }, { scheduledFor: { lte: new Date() } }],
    },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
    take: limit,
  });
  return rows.map((row) => row.id);
}

/** A failed email queued again; false when it is not (or no longer) failed. */
export async function requeueFailedEmail(tx: Tx, id: string): Promise<boolean> {
  const { count } = await tx.emailMessage.updateMany({
    where: { id, status: 'failed' },
    data: { status: 'queued', error: null },
  });
  return count > 0;
}

export function markEmailSent(db: Db, id: string) {
  return db.emailMessage.update({
    where: { id },
    data: { status: 'sent', sentAt: new Date(), error: null, attempts: { increment: 1 } },
  });
}

/** An email not sent because its address unsubscribed; only one still waiting to be sent. */
export function markEmailSuppressed(db: Db, id: string) {
  return db.emailMessage.updateMany({
    where: { id, status: { in: ['queued', 'failed'] } },
    data: { status: 'suppressed', error: null },
  });
}

/**
 * Records a failed attempt; the message stays queued while retries remain. The attempt's claim
 * is released: it ended with an outcome, so a retry may try again.
 */
export function recordEmailFailure(db: Db, id: string, error: string, final: boolean) {
  return db.emailMessage.update({
    where: { id },
    data: {
      status: final ? 'failed' : 'queued',
      error: error.slice(0, 2000),
      attempts: { increment: 1 },
      claimedAt: null,
    },
  });
}

/**
 * Claims an email for one delivery attempt (atomically: two attempts never both win). False
 * when it is not waiting to be sent, or an earlier attempt claimed it and never recorded an
 * outcome (it died mid-send).
 */
export async function claimEmail(db: Db, id: string): Promise<boolean> {
  const { count } = await db.emailMessage.updateMany({
    where: { id, status: { in: ['queued', 'failed'] }, claimedAt: null },
    data: { claimedAt: new Date() },
  });
  return count === 1;
}

/** A composed send's email for one recipient (src/sends), stored with many others at once. */
export interface RecipientEmail {
  id: string;
  clientId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  status: 'queued' | 'suppressed';
  listUnsubscribe: string;
}

const RECIPIENT_COLUMNS = [
  'id',
  'clientId',
  'to',
  'subject',
  'html',
  'text',
  'status',
  'listUnsubscribe',
] as const;

/**
 * Stores a chunk of a send's emails in one statement (one row per recipient: a recipient who
 * already has this send's email keeps it, so storing the fan-out again adds nothing). Runs in
 * the caller's transaction on a pg client; answers the rows it added.
 *
 * Each value is a parameter of a multi-row VALUES: sent as is and read as is, where text arrays
 * or a JSON document of the same megabytes of HTML cost escaping and parsing on both sides.
 */
export async function insertRecipientEmails(
  client: PoolClient,
  send: { id: string; template: string; scheduledFor: Date | null; correlationId: string | null },
  emails: RecipientEmail[],
): Promise<{ id: string; status: string }[]> {
  const values: unknown[] = [send.template, send.id, send.scheduledFor, send.correlationId];
  const tuples = emails.map((email) => {
    const at = values.length;
    for (const column of RECIPIENT_COLUMNS) values.push(email[column]);
    const $ = (n: number) => `$${at + n}`;
    return `(${$(1)}::uuid, $1, ${$(3)}, ${$(4)}, ${$(5)}, ${$(6)}, ${$(7)}::"EmailStatus", $2::uuid, ${$(2)}::uuid, $3::timestamptz, ${$(8)}, $4)`;
  });
  const { rows } = await client.query<{ id: string; status: string }>(
    `INSERT INTO email_messages (id, template, "to", subject, html, text, status, send_id,
       client_id, scheduled_for, list_unsubscribe, correlation_id)
     VALUES ${tuples.join(',\n')}
     ON CONFLICT (send_id, client_id) DO NOTHING
     RETURNING id, status`,
    values,
  );
  return rows;
}

/**
 * Deletes a send's emails that were never sent nor are being sent (a cancelled send): nothing
 * went out, so nothing is kept in the log; the send itself says it was cancelled. Answers
 * their ids (their delivery jobs are removed).
 */
export async function deleteUnsentEmailsOfSend(tx: Tx, sendId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    DELETE FROM email_messages
    WHERE send_id = ${sendId}::uuid AND status IN ('queued', 'suppressed') AND claimed_at IS NULL
    RETURNING id`;
  return rows.map((row) => row.id);
}
