import { runServiceWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildAuthDeps } from './deps';
import { authEventHandlers } from './events';
import { startResetRequestWorker } from './password/jobs';

void runServiceWorker({
  service: 'auth',
  configSchema,
  createDb,
  handlers: (config, runtime, db) => authEventHandlers(buildAuthDeps(config, runtime, db)),
  extraWorkers: (config, runtime, db) =>
    startResetRequestWorker(buildAuthDeps(config, runtime, db), config, runtime.logger).closers,
});
