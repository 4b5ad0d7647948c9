import { z } from 'zod';
import {
  EMAIL_SEND_MESSAGES,
  EMAIL_TEMPLATE_MESSAGES,
  unknownMergeFields,
} from '@wellness/contracts';
import type {
  AudienceCount,
  EmailSend,
  audienceCountRequestSchema,
  emailSendRequestSchema,
} from '@wellness/contracts';
import { DomainError, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { linkProblems } from '../emails/markup';
import { RenderError } from '../emails/render';
import { deleteUnsentEmailsOfSend } from '../emails/repository';
import type { RecipientEmail } from '../emails/repository';
import { suppressedAmong } from '../unsubscribe/suppression-repository';
import { unsubscribeUrl } from '../unsubscribe/token';
import { findRecipient, fullName, segmentLabel, segmentRecipients } from './audience';
import type { Audience, Recipient } from './audience';
import { COMPOSE_FIELD_NAMES, prepareComposedEmail } from './fast-render';
import { cancelScheduledSend, findSend, latestSends, storeSendWithEmails } from './repository';
import type { NewSend, SendWithCounts } from './repository';

export type SendDeps = Pick<NotificationDeps, 'db' | 'brand' | 'emailJobs'>;
type SendRequest = z.output<typeof emailSendRequestSchema>;

const invalid = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { fields: { [field]: message } });

const SAMPLE_SIZE = 5;
const LATEST = 50;
/** Emails per INSERT. */
const CHUNK = 1000;

/** Who an audience reaches: one client (404 when unknown, 400 without an address) or a segment. */
async function resolveAudience(
  deps: SendDeps,
  audience: Audience,
): Promise<{ recipients: Recipient[]; label: string }> {
  if (audience.kind === 'client') {
    const client = await findRecipient(deps.db, audience.clientId);
    if (!client) throw new DomainError('NOT_FOUND', EMAIL_SEND_MESSAGES.clientNotFound);
    if (!client.email.trim()) throw invalid('audience', EMAIL_SEND_MESSAGES.clientHasNoEmail);
    return { recipients: [client], label: fullName(client) };
  }
  const [recipients, label] = await Promise.all([
    segmentRecipients(deps.db, audience.filters),
    segmentLabel(deps.db, audience.filters),
  ]);
  return { recipients, label };
}

const addressOf = (recipient: Recipient) => recipient.email.trim().toLowerCase();

/** POST /api/emails/audience: how many a send would reach, how many are unsubscribed, a few names. */
export async function countAudience(
  deps: SendDeps,
  _caller: Caller,
  input: z.output<typeof audienceCountRequestSchema>,
): Promise<AudienceCount> {
  const { recipients } = await resolveAudience(deps, input.audience);
  const suppressed = await suppressedAmong(deps.db, recipients.map(addressOf));
  return {
    matched: recipients.length,
    suppressed: recipients.filter((r) => suppressed.has(addressOf(r))).length,
    sample: recipients.slice(0, SAMPLE_SIZE).map(fullName),
  };
}

/**
 * POST /api/emails: checks the text and the audience, then stores the send and every
 * recipient's email at once and queues their delivery (see fanOut).
 */
export async function createSend(
  deps: SendDeps,
  caller: Caller,
  input: SendRequest,
  now = new Date(),
): Promise<EmailSend> {
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownMergeFields(input[field], COMPOSE_FIELD_NAMES);
    if (unknown.length) throw invalid(field, EMAIL_TEMPLATE_MESSAGES.unknownFields(unknown));
  }
  const [linkProblem] = linkProblems(input.body);
  if (linkProblem) throw invalid('body', linkProblem);
  const sendAt = input.sendAt ? new Date(input.sendAt) : now;
  if (sendAt.getTime() < now.getTime()) throw invalid('sendAt', EMAIL_SEND_MESSAGES.sendAtPast);
  const { recipients, label } = await resolveAudience(deps, input.audience);
  if (!recipients.length) throw invalid('audience', EMAIL_SEND_MESSAGES.noRecipients);
  const send: NewSend = {
    id: crypto.randomUUID(),
    subject: input.subject,
    body: input.body,
    audience: input.audience,
    audienceLabel: label,
    status: sendAt.getTime() > now.getTime() ? 'scheduled' : 'sending',
    sendAt,
    createdBy: caller.identity.firstName || null,
    recipients: recipients.length,
    suppressed: 0,
  };
  await fanOut(deps, caller, send, recipients);
  const stored = await findSend(deps.db, send.id);
  return toEmailSend(stored!, now);
}

/**
 * Renders the send for each recipient (rendered once, see fast-render.ts), stores the send with
 * one email per recipient in ONE transaction (queued, or suppressed for an unsubscribed address),
 * then queues their delivery after the commit: delayed until `sendAt` when scheduled, each job's
 * id its email's. No NOTIFY per row: a lost enqueue (Redis down) is left to the dispatcher's sweep.
 * Running it again for the same send adds nothing (one email per recipient per send).
 */
export async function fanOut(
  deps: SendDeps,
  caller: Caller,
  send: NewSend,
  recipients: Recipient[],
): Promise<{ added: number }> {
  const { unsubscribeSecret } = deps.brand;
  if (!unsubscribeSecret)
    throw new DomainError(
      'UNAVAILABLE',
      'Emails to clients cannot be sent: their unsubscribe links have no key to be signed with',
    );
  const key: string = unsubscribeSecret;
  const renderer = await renderOrRefuse(() =>
    prepareComposedEmail(
      deps.brand,
      { subject: send.subject, body: send.body },
      { coachName: deps.brand.coachName, dashboardLink: `${deps.brand.appUrl}/dashboard` },
    ),
  );
  const suppressed = await suppressedAmong(deps.db, recipients.map(addressOf));
  const statusOf = (recipient: Recipient) =>
    suppressed.has(addressOf(recipient)) ? ('suppressed' as const) : ('queued' as const);
  // Rendered chunk by chunk while the previous chunk is being stored.
  async function* chunks(): AsyncGenerator<RecipientEmail[]> {
    for (let at = 0; at < recipients.length; at += CHUNK) {
      const chunk: RecipientEmail[] = [];
      for (const recipient of recipients.slice(at, at + CHUNK)) {
        const link = unsubscribeUrl(deps.brand, key, recipient.email);
        chunk.push({
          id: crypto.randomUUID(),
          clientId: recipient.clientId,
          to: recipient.email.trim(),
          ...(await renderOrRefuse(() => renderer.render(recipient, link))),
          status: statusOf(recipient),
          listUnsubscribe: link,
        });
      }
      yield chunk;
    }
  }
  const stored: NewSend = {
    ...send,
    recipients: recipients.length,
    suppressed: recipients.filter((recipient) => statusOf(recipient) === 'suppressed').length,
  };
  const added = await storeSendWithEmails(deps.db, stored, chunks(), caller.correlationId);
  const queued = added.filter((row) => row.status === 'queued').map((row) => row.id);
  const scheduledFor = send.status === 'scheduled' ? send.sendAt : null;
  await deps.emailJobs
    .enqueueMany(queued.map((id) => ({ id, scheduledFor })))
    .catch(() => undefined); // the dispatcher's sweep offers them again once due
  return { added: added.length };
}

/** A text that cannot be rendered whole is refused (400 with the reason), never sent half-made. */
async function renderOrRefuse<T>(render: () => Promise<T>): Promise<T> {
  try {
    return await render();
  } catch (error) {
    if (error instanceof RenderError) throw invalid('body', error.message);
    throw error;
  }
}

/** GET /api/email-sends: the latest sends with their counts. */
export async function listSends(deps: SendDeps, _caller: Caller, now = new Date()) {
  const sends = await latestSends(deps.db, LATEST);
  return { items: sends.map((send) => toEmailSend(send, now)) };
}

/**
 * POST /api/email-sends/:id/cancel: only a scheduled send that is not yet due. Its emails were
 * never sent, so they are deleted rather than kept as a status of their own (the Sent log shows
 * what went out, or was held back for an unsubscribed address; the send itself stays, cancelled,
 * with its counts), and their delayed jobs are removed. A job that escapes removal finds no
 * email and does nothing.
 */
export async function cancelSend(
  deps: SendDeps,
  _caller: Caller,
  id: string,
  now = new Date(),
): Promise<EmailSend> {
  const send = z.uuid().safeParse(id).success ? await findSend(deps.db, id) : null;
  if (!send) throw notFound('Send');
  const withdrawn = await deps.db.$transaction(async (tx) => {
    if (!(await cancelScheduledSend(tx, id, now)))
      throw new DomainError('BAD_REQUEST', EMAIL_SEND_MESSAGES.notCancellable);
    return deleteUnsentEmailsOfSend(tx, id);
  });
  await deps.emailJobs.removeWaiting(withdrawn);
  return toEmailSend((await findSend(deps.db, id))!, now);
}

/**
 * The send as the coach sees it: stored as scheduled, sending or cancelled; a scheduled one is
 * sending once due, and a sending one is done when none of its emails waits any more.
 */
export function toEmailSend(send: SendWithCounts, now: Date): EmailSend {
  let status = send.status;
  if (status === 'scheduled' && send.sendAt <= now) status = 'sending';
  if (status === 'sending' && send.queued === 0) status = 'done';
  return {
    id: send.id,
    subject: send.subject,
    audience: send.audienceLabel,
    status,
    recipients: send.recipients,
    suppressed: send.suppressed,
    sent: send.sent,
    failed: send.failed,
    sendAt: send.sendAt.toISOString(),
    createdAt: send.createdAt.toISOString(),
    createdBy: send.createdBy,
  };
}
