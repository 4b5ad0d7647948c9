import { loadConfig, runWorker, systemClock } from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import { ArchiveQueue, startArchiveWorker } from './archives/jobs';
import { archiveSettings } from './archives/settings';
import { configSchema } from './config';
import { startErasureSweep } from './data-requests/sweep-jobs';
import { createDb } from './db';
import { DunningQueue, startDunningWorker } from './dunning/jobs';
import { crmWorkerEventHandlers } from './events';
import { stripeGatewayFromConfig } from './stripe/gateway';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
const files = fileStoreFromConfig(config);
const clock = systemClock;
let dunning: DunningQueue | undefined;
let archives: ArchiveQueue | undefined;
void runWorker({
  service: 'crm',
  config,
  db,
  handlers: (runtime) => {
    dunning = new DunningQueue(runtime.redis, config.QUEUE_PREFIX);
    archives = new ArchiveQueue(runtime.redis, config.QUEUE_PREFIX);
    return crmWorkerEventHandlers({
      dunning,
      clock,
      stripe: stripeGatewayFromConfig(config),
      archives: { queue: archives, files },
      archivePart: { db, files },
    });
  },
  relay: true,
  extraWorkers: (runtime) => [
    ...startDunningWorker({ db, clock }, config, runtime.logger).closers,
    () => dunning?.close() ?? Promise.resolve(),
    ...startArchiveWorker(
      { db, files, clock, archives: archiveSettings(config) },
      config,
      runtime.logger,
      {
        queue: archives!,
        pattern: config.BACKUP_SCHEDULE,
      },
    ).closers,
    () => archives?.close() ?? Promise.resolve(),
    ...startErasureSweep({ db, clock }, config, runtime.redis, runtime.logger).closers,
  ],
});
