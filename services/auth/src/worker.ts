import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { authEventHandlers } from './invitations/handlers';
import { sessionChangeAnnouncer } from './sessions/changes';

const config = loadConfig(configSchema);
void runWorker({
  service: 'auth',
  config,
  db: createDb(config.DATABASE_URL),
  handlers: (runtime) =>
    authEventHandlers(
      config.APP_URL,
      sessionChangeAnnouncer(runtime.redis, config.QUEUE_PREFIX, runtime.logger),
    ),
  relay: true,
});
