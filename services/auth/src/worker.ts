import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildAuthDeps } from './deps';
import { authEventHandlers } from './events';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
void runWorker({
  service: 'auth',
  config,
  db,
  handlers: (runtime) => authEventHandlers(buildAuthDeps(config, runtime, db)),
  relay: true,
});
