import { loadConfig, runWorker, systemClock } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { DunningQueue, startDunningWorker } from './dunning/jobs';
import { crmWorkerEventHandlers } from './events';
import { stripeGatewayFromConfig } from './stripe/gateway';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
let dunning: DunningQueue | undefined;
void runWorker({
  service: 'crm',
  config,
  db,
  handlers: (runtime) => {
    dunning = new DunningQueue(runtime.redis, config.QUEUE_PREFIX);
    return crmWorkerEventHandlers({
      dunning,
      clock: systemClock,
      stripe: stripeGatewayFromConfig(config),
    });
  },
  relay: true,
  extraWorkers: (runtime) => [
    ...startDunningWorker({ db, clock: systemClock }, config, runtime.logger).closers,
    () => dunning?.close() ?? Promise.resolve(),
  ],
});
