import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildNotificationDeps } from './deps';
import { notificationEventHandlers } from './events';
import { startEmailDelivery } from './delivery/start';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
void runWorker({
  service: 'notification',
  config,
  db,
  handlers: (runtime) => notificationEventHandlers(buildNotificationDeps(config, runtime, db)),
  relay: true,
  extraWorkers: (runtime) => startEmailDelivery(config, db, runtime.redis, runtime.logger).closers,
});
