/**
 * crm's import process: it runs the bulk-import jobs (JOB_QUEUES.imports) and nothing else, so it
 * loads only what an import needs (the job, its repositories, the file store, the outbox it writes)
 * and a 100,000-row import stays within a small heap. The crm worker (worker.ts) relays the events
 * the imports record. Started by `npm start` beside the crm worker, with a capped heap (infra).
 */
import { loadConfig, runWorker, systemClock } from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import { configSchema } from './config';
import { createDb } from './db';
import { startImportWorker } from './imports/worker';

const config = loadConfig(configSchema);
const db = createDb(config.DATABASE_URL);
const files = fileStoreFromConfig(config);
void runWorker({
  service: 'crm',
  config,
  db,
  handlers: {},
  relay: false,
  extraWorkers: (runtime) =>
    startImportWorker({ db, files, clock: systemClock, log: runtime.logger }, config).closers,
});
