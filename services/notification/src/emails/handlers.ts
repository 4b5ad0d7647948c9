import { z } from 'zod';
import type { EmailDetail, EmailSummary, Paged, emailListQuerySchema } from '@wellness/contracts';
import { DomainError, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import type { EmailMessage } from '../generated/prisma/client';
import { signalEmailQueued } from '../delivery/dispatcher';
import { findEmail, listEmailPage, requeueFailedEmail } from './repository';

type SummaryRow = Pick<EmailMessage, keyof EmailSummary>;

function toSummary(row: SummaryRow): EmailSummary {
  return {
    id: row.id,
    template: row.template,
    to: row.to,
    subject: row.subject,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sendId: row.sendId,
  };
}

/**
 * Password and invitation links carry single-use secrets meant for the recipient alone;
 * the coach's preview shows the email without them.
 */
export function redactLinkSecrets(content: string): string {
  return content.replace(/([?&](?:amp;)?token=)[^&"'\s<>]+/g, '$1[redacted]');
}

/** The coach's email log, newest first (the router admits coaches only). */
export async function listEmailLog(
  deps: NotificationDeps,
  _caller: Caller,
  query: z.output<typeof emailListQuerySchema>,
): Promise<Paged<EmailSummary>> {
  const { items, total } = await listEmailPage(deps.db, query);
  return { items: items.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/** One email as it was sent (for /email-preview). */
export async function getEmail(
  deps: NotificationDeps,
  _caller: Caller,
  id: string,
): Promise<EmailDetail> {
  const email = z.uuid().safeParse(id).success ? await findEmail(deps.db, id) : null;
  if (!email) throw notFound('Email');
  return {
    ...toSummary(email),
    replyTo: email.replyTo,
    html: redactLinkSecrets(email.html),
    text: redactLinkSecrets(email.text),
    relatedEventId: email.relatedEventId,
    correlationId: email.correlationId,
  };
}

/**
 * Sends a failed email again, as it was stored: queued once more (its old job forgotten), then
 * delivered as any other. Only a failed one: a sent email is not sent twice.
 */
export async function resendEmail(
  deps: NotificationDeps,
  caller: Caller,
  id: string,
): Promise<EmailDetail> {
  const email = z.uuid().safeParse(id).success ? await findEmail(deps.db, id) : null;
  if (!email) throw notFound('Email');
  if (email.status !== 'failed')
    throw new DomainError('BAD_REQUEST', 'Only a failed email can be sent again');
  await deps.emailJobs.forgetFinished(id);
  await deps.db.$transaction(async (tx) => {
    if (!(await requeueFailedEmail(tx, id)))
      throw new DomainError('BAD_REQUEST', 'Only a failed email can be sent again');
    await signalEmailQueued(tx, id);
  });
  return getEmail(deps, caller, id);
}
