import { loadConfig, runWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildCheckinDeps } from './deps';
import { checkinEventHandlers } from './events';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
void runWorker({
  service: 'checkin',
  config,
  db,
  handlers: (runtime) => checkinEventHandlers(buildCheckinDeps(config, runtime, db)),
  relay: true,
});
