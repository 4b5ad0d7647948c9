/**
 * A crm import worker in a process of its own, for the crash test (import-crash.integration.test.ts):
 * small batches, and a pause after each, so that the test can kill it mid-import.
 */
import { createLogger, systemClock } from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import { createDb } from '../db';
import { startImportWorker } from './worker';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const db = createDb(env('DATABASE_URL'));
const files = fileStoreFromConfig({
  FILES_DIR: env('FILES_DIR'),
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: true,
});
const slowDb = new Proxy(db, {
  get(target, property, receiver) {
    if (property !== '$transaction') return Reflect.get(target, property, receiver);
    return async (...args: Parameters<typeof db.$transaction>) => {
      const result = await (target.$transaction as (...a: unknown[]) => Promise<unknown>)(...args);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return result;
    };
  },
});
const { worker } = startImportWorker(
  {
    db: slowDb,
    files,
    clock: systemClock,
    log: createLogger('import-child', 'silent'),
    batchRows: 20,
  },
  { REDIS_URL: env('REDIS_URL'), QUEUE_PREFIX: env('QUEUE_PREFIX') },
);
void worker.waitUntilReady().then(() => process.stdout.write('ready\n'));
