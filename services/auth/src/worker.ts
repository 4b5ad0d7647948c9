import { runServiceWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildAuthDeps } from './deps';
import { authEventHandlers } from './events';

void runServiceWorker({
  service: 'auth',
  configSchema,
  createDb,
  handlers: (config, runtime, db) => authEventHandlers(buildAuthDeps(config, runtime, db)),
});
