import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';

const config = loadConfig(configSchema);
void runWorker({
  service: 'checkin',
  config,
  db: createDb(config.DATABASE_URL),
  handlers: {},
  relay: true,
});
