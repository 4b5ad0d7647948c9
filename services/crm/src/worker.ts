import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { crmEventHandlers } from './events';

const config = loadConfig(configSchema);
void runWorker({
  service: 'crm',
  config,
  db: createDb(config.DATABASE_URL),
  handlers: crmEventHandlers,
  relay: true,
});
