import { runServiceWorker, systemClock } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildNotificationDeps } from './deps';
import { notificationEventHandlers } from './events';
import { startEmailDelivery } from './delivery/start';
import { brandFrom } from './emails/brand';
import { startMessageDigests } from './messages/digest-jobs';
import { startAttachmentCleanup } from './attachments/cleanup-jobs';
import { startAutomations } from './automations/jobs';
import { fileStoreFromConfig } from '@wellness/kit/src/files';

void runServiceWorker({
  service: 'notification',
  configSchema,
  createDb,
  handlers: (config, runtime, db) =>
    notificationEventHandlers(buildNotificationDeps(config, runtime, db)),
  extraWorkers: (config, runtime, db) => [
    ...startEmailDelivery(config, db, runtime.redis, runtime.logger).closers,
    ...startMessageDigests(
      {
        db,
        brand: brandFrom(config),
        unreadForMs: config.MESSAGE_EMAIL_AFTER_MINUTES * 60_000,
      },
      config,
      runtime.redis,
      runtime.logger,
    ).closers,
    ...startAttachmentCleanup(
      { db, files: fileStoreFromConfig(config) },
      config,
      runtime.redis,
      runtime.logger,
    ).closers,
    ...startAutomations(
      { db, brand: brandFrom(config), clock: systemClock },
      config,
      runtime.redis,
      runtime.logger,
    ).closers,
  ],
});
