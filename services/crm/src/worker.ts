import { loadConfig, runWorker, systemClock } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { DunningQueue, startDunningWorker } from './dunning/jobs';
import { crmWorkerEventHandlers } from './events';
import { stripeGatewayFromConfig } from './stripe/gateway';
import { startErasureSweep } from './data-requests/sweep-jobs';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import { ArchiveQueue, startArchiveWorker } from './archives/jobs';
import { archiveSettings } from './archives/settings';
import { startImportWorker } from './imports/worker';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
let dunning: DunningQueue | undefined;
let archives: ArchiveQueue | undefined;
const archiveDeps = {
  db,
  files: fileStoreFromConfig(config),
  clock: systemClock,
  archives: archiveSettings(config),
};
void runWorker({
  service: 'crm',
  config,
  db,
  handlers: (runtime) => {
    dunning = new DunningQueue(runtime.redis, config.QUEUE_PREFIX);
    archives = new ArchiveQueue(runtime.redis, config.QUEUE_PREFIX);
    return crmWorkerEventHandlers({
      dunning,
      clock: systemClock,
      stripe: stripeGatewayFromConfig(config),
      archives: { queue: archives, files: archiveDeps.files },
      archivePart: { db, files: archiveDeps.files },
    });
  },
  relay: true,
  extraWorkers: (runtime) => [
    ...startDunningWorker({ db, clock: systemClock }, config, runtime.logger).closers,
    () => dunning?.close() ?? Promise.resolve(),
    ...startArchiveWorker(archiveDeps, config, runtime.logger, {
      queue: archives!,
      pattern: config.BACKUP_SCHEDULE,
    }).closers,
    () => archives?.close() ?? Promise.resolve(),
    ...startErasureSweep({ db, clock: systemClock }, config, runtime.redis, runtime.logger).closers,
    ...startImportWorker(
      { db, files: archiveDeps.files, clock: systemClock, log: runtime.logger },
      config,
    ).closers,
  ],
});
