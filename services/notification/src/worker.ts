import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { brandFrom } from './emails/brand';
import { emailEventHandlers } from './emails/events';
import { startEmailDelivery } from './delivery/start';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
void runWorker({
  service: 'notification',
  config,
  db,
  handlers: emailEventHandlers(brandFrom(config)),
  relay: true,
  extraWorkers: (runtime) => startEmailDelivery(config, db, runtime.redis, runtime.logger).closers,
});
