import { systemClock } from '@wellness/kit';
import type { Clock, ServiceRuntime } from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import type { FileStore } from '@wellness/kit/src/files';
import type { NotificationConfig } from './config';
import type { Db } from './db';
import { brandFrom } from './emails/brand';
import type { Brand } from './emails/brand';
import { EmailQueue } from './delivery/queue';
import { EmailPreviewStore } from './emails/html-view';
import { LiveHub } from './messages/live';
import { AutomationStepQueue } from './automations/step-queue';
import type { StepScheduler } from './automations/step-queue';

/** What notification's handlers need; built once by buildNotificationDeps, replaced piecewise in tests. */
export interface NotificationDeps {
  db: Db;
  /** Who the emails come from and where their links point. */
  brand: Brand;
  /** Messages' open streams on this instance, and the fan-out to every instance (Redis pub/sub). */
  live: LiveHub;
  /** Message attachments' files (kit file store: disk or S3). */
  files: FileStore;
  /** Rendered template previews, briefly, for the coach's preview frame (emails/html-view.ts). */
  previews: EmailPreviewStore;
  /** The delivery queue, for sending a failed email again. */
  emailJobs: EmailQueue;
  /** The time as automations read it (a test's controllable clock). */
  clock: Clock;
  /** Automations' step jobs (JOB_QUEUES.automationSteps). */
  automationSteps: StepScheduler;
}

/** The one place notification's dependencies are wired (the API in app.ts, the worker in worker.ts). */
export function buildNotificationDeps(
  config: NotificationConfig,
  runtime: ServiceRuntime,
  db: Db,
): NotificationDeps {
  const live = new LiveHub({
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    publisher: runtime.redis,
    logger: runtime.logger,
  });
  return {
    db,
    brand: brandFrom(config),
    live,
    files: fileStoreFromConfig(config),
    previews: new EmailPreviewStore(runtime.redis, config.QUEUE_PREFIX),
    emailJobs: new EmailQueue(runtime.redis, config.QUEUE_PREFIX),
    clock: systemClock,
    automationSteps: new AutomationStepQueue(runtime.redis, config.QUEUE_PREFIX),
  };
}
