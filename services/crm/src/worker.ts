import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { approvalEventHandlers } from './approvals/handlers';

const config = loadConfig(configSchema);
void runWorker({
  service: 'crm',
  config,
  db: createDb(config.DATABASE_URL),
  handlers: approvalEventHandlers,
  relay: true,
});
