import { runServiceWorker } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildCheckinDeps } from './deps';
import { checkinEventHandlers } from './events';

void runServiceWorker({
  service: 'checkin',
  configSchema,
  createDb,
  handlers: (config, runtime, db) => checkinEventHandlers(buildCheckinDeps(config, runtime, db)),
  // checkin produces onboarding.completed and the checkin.* events: its outbox is relayed.
  relay: true,
});
