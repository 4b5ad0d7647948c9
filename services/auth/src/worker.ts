import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { authEventHandlers } from './invitations/handlers';

const config = loadConfig(configSchema);
void runWorker({
  service: 'auth',
  config,
  db: createDb(config.DATABASE_URL),
  handlers: authEventHandlers(config.APP_URL),
  relay: true,
});
