import { UnrecoverableError } from 'bullmq';
import type { Job, Worker } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { startJobWorker } from '@wellness/kit';
import type { Logger, Redis } from '@wellness/kit';
import type { Db } from '../db';
import {
  claimEmail,
  findEmail,
  markEmailSent,
  markEmailSuppressed,
  recordEmailFailure,
} from '../emails/repository';
import { isSuppressed } from '../unsubscribe/suppression-repository';
import { DELIVERY_CONCURRENCY, isPermanentSmtpError } from './mailer';
import type { Mailer, Sender } from './mailer';
import type { EmailJobData } from './queue';

export type DeliveryOutcome =
  | 'sent'
  | 'already-sent'
  | 'missing'
  | 'delivery-disabled'
  /** No longer waiting to be sent when it came to be claimed: nothing to send. */
  | 'not-queued'
  /** A marketing email to an address that unsubscribed: logged suppressed, never sent. */
  | 'suppressed';

/** Why an email claimed by an attempt that never recorded its outcome is not sent again. */
export const INTERRUPTED_DELIVERY =
  'Delivery was interrupted mid-send; it may have been delivered — check with the client before sending it again';

export interface DeliveryResult {
  outcome: DeliveryOutcome;
  messageId?: string;
}

export interface DeliveryOptions {
  db: Db;
  /** null when SMTP_URL is unset. */
  mailer: Mailer | null;
  from: Sender;
  /** Where replies go when an email names no reply-to of its own. */
  replyTo: string;
  logger: Logger;
}

/**
 * Delivers one stored email and records the outcome on its row. A failure is recorded and
 * rethrown so BullMQ retries with backoff; the last attempt (or an SMTP 5xx, which retrying
 * cannot fix) marks the row failed. A redriven job for a failed row simply tries again.
 */
export async function deliverEmail(
  job: Job<EmailJobData>,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const { db, mailer, logger } = options;
  const { emailId } = job.data;
  const log = logger.child({ emailId, jobId: job.id, attempt: job.attemptsMade + 1 });
  const email = await findEmail(db, emailId);
  if (!email) {
    log.warn('email to deliver does not exist; nothing to do');
    return { outcome: 'missing' };
  }
  log.setBindings({ correlationId: email.correlationId, template: email.template });
  if (email.status === 'sent') return { outcome: 'already-sent' };
  if (email.status === 'suppressed') return { outcome: 'suppressed' };
  // Only marketing emails carry a List-Unsubscribe URL; transactional ones are always sent.
  if (email.listUnsubscribe && (await isSuppressed(db, email.to))) {
    await markEmailSuppressed(db, emailId);
    log.info('the address unsubscribed: marketing email suppressed, not sent');
    return { outcome: 'suppressed' };
  }
  if (!mailer) {
    await markEmailSent(db, emailId);
    log.info(
      'SMTP_URL is not set: email delivery is disabled; the message is stored and viewable in the email log',
    );
    return { outcome: 'delivery-disabled' };
  }
  // At most once: an attempt that died between its claim and its outcome may have sent it.
  if (!(await claimEmail(db, emailId))) {
    const current = await findEmail(db, emailId);
    if (current?.status === 'sent') return { outcome: 'already-sent' };
    if (!current?.claimedAt) return { outcome: 'not-queued' };
    await recordEmailFailure(db, emailId, INTERRUPTED_DELIVERY, true);
    log.warn('email delivery was interrupted mid-send; not sent again');
    throw new UnrecoverableError(INTERRUPTED_DELIVERY);
  }
  try {
    const { messageId } = await mailer.send({
      ...email,
      from: options.from,
      replyTo: email.replyTo ?? options.replyTo,
    });
    await markEmailSent(db, emailId);
    log.info({ messageId }, 'email sent');
    return { outcome: 'sent', messageId };
  } catch (error) {
    const message = (error as Error).message || 'delivery failed';
    const permanent = isPermanentSmtpError(error);
    const final = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await recordEmailFailure(db, emailId, message, final);
    log.warn(
      { err: error, final },
      final ? 'email delivery failed for good' : 'email delivery failed; will retry',
    );
    if (permanent) throw new UnrecoverableError(message);
    throw error;
  }
}

/** The BullMQ worker on JOB_QUEUES.emailSend. Failed jobs are kept (JOB_POLICY) for inspection and redrive. */
export function startDeliveryWorker(
  options: DeliveryOptions & {
    connection: Redis;
    prefix: string;
    concurrency?: number;
    /** The SMTP rate limit (EMAIL_RATE_PER_MINUTE), for every worker of the queue together. */
    limiter?: { max: number; duration: number };
  },
): Worker<EmailJobData, DeliveryResult> {
  return startJobWorker<EmailJobData, DeliveryResult>(
    JOB_QUEUES.emailSend,
    (job) => deliverEmail(job, options),
    { ...options, concurrency: options.concurrency ?? DELIVERY_CONCURRENCY, label: 'email' },
  );
}
