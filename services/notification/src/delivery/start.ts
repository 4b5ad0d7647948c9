import { createRedis } from '@wellness/kit';
import type { Closer, Logger, Redis } from '@wellness/kit';
import type { NotificationConfig } from '../config';
import type { Db } from '../db';
import { replyToOf, senderFrom } from '../emails/brand';
import { EmailDispatcher } from './dispatcher';
import { createMailer } from './mailer';
import { EmailQueue } from './queue';
import { startDeliveryWorker } from './worker';

export type DeliveryConfig = Pick<
  NotificationConfig,
  | 'DATABASE_URL'
  | 'REDIS_URL'
  | 'QUEUE_PREFIX'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'BUSINESS_NAME'
  | 'REPLY_TO'
  | 'COACH_EMAIL'
  | 'EMAIL_RATE_PER_MINUTE'
>;

export interface DeliveryTuning {
  sweepIntervalMs?: number;
  staleAfterMs?: number;
  concurrency?: number;
  /** The SMTP rate limit; default EMAIL_RATE_PER_MINUTE per minute (tests use shorter windows). */
  rateLimit?: { max: number; duration: number };
}

/**
 * Email delivery as the worker process runs it: the dispatcher (after-commit signal + sweep)
 * feeding JOB_QUEUES.emailSend, and the delivery worker sending over SMTP.
 * `producer` is a fail-fast connection (the runtime's); the worker gets its own blocking one.
 */
export function startEmailDelivery(
  config: DeliveryConfig,
  db: Db,
  producer: Redis,
  logger: Logger,
  tuning: DeliveryTuning = {},
) {
  const log = logger.child({ component: 'email-delivery' });
  const mailer = config.SMTP_URL ? createMailer(config.SMTP_URL) : null;
  if (!mailer)
    log.warn('SMTP_URL is not set: emails are stored and shown in the email log but not delivered');
  const queue = new EmailQueue(producer, config.QUEUE_PREFIX);
  const connection = createRedis(config.REDIS_URL, { name: 'notification-email-worker' });
  const worker = startDeliveryWorker({
    connection,
    prefix: config.QUEUE_PREFIX,
    db,
    mailer,
    from: senderFrom(config),
    replyTo: replyToOf(config),
    logger: log,
    concurrency: tuning.concurrency,
    limiter: tuning.rateLimit ?? { max: config.EMAIL_RATE_PER_MINUTE, duration: 60_000 },
  });
  const dispatcher = new EmailDispatcher({
    databaseUrl: config.DATABASE_URL,
    db,
    queue,
    logger: log,
    ...tuning,
  });
  const started = dispatcher.start();
  const closers: Closer[] = [
    () => started.then(() => dispatcher.stop()),
    () => worker.close(),
    () => queue.close(),
    () => connection.quit().catch(() => undefined),
    async () => mailer?.close(),
  ];
  return { queue, worker, dispatcher, started, closers };
}
