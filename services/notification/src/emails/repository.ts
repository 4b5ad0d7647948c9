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
} as const;

export interface EmailPageQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: EmailStatus;
}

/** One page of the email log, newest first, optionally matching recipient or subject, and status. */
export async function listEmailPage(db: Db, { page, pageSize, search, status }: EmailPageQuery) {
  const where: Prisma.EmailMessageWhereInput = {
    ...(search && {
      OR: [
        { to: { contains: search, mode: 'insensitive' } },
        { subject: { contains: search, mode: 'insensitive' } },
      ],
    }),
    ...(status && { status }),
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

/** Ids of messages still waiting for delivery that were created before `before` (oldest first). */
export async function queuedEmailIds(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db.emailMessage.findMany({
    where: { status: 'queued', createdAt: { lte: before } },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
    take: limit,
  });
  return rows.map((row) => row.id);
}

export function markEmailSent(db: Db, id: string) {
  return db.emailMessage.update({
    where: { id },
    data: { status: 'sent', sentAt: new Date(), error: null, attempts: { increment: 1 } },
  });
}

/** Records a failed attempt; the message stays queued while retries remain. */
export function recordEmailFailure(db: Db, id: string, error: string, final: boolean) {
  return db.emailMessage.update({
    where: { id },
    data: {
      status: final ? 'failed' : 'queued',
      error: error.slice(0, 2000),
      attempts: { increment: 1 },
    },
  });
}
