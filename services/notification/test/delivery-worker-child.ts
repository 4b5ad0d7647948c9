/**
 * A delivery worker in a process of its own, as the worker process runs it, for a test to kill
 * mid-send (email-delivery-crash.integration.test.ts). Configured by the environment; says
 * `ready` on stdout once its worker is running.
 */
import { createLogger, createRedis } from '@wellness/kit';
import { createDb } from '../src/db';
import { createMailer } from '../src/delivery/mailer';
import { startDeliveryWorker } from '../src/delivery/worker';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const worker = startDeliveryWorker({
  connection: createRedis(env('REDIS_URL'), { name: 'delivery-worker-child' }),
  prefix: env('QUEUE_PREFIX'),
  db: createDb(env('DATABASE_URL')),
  mailer: createMailer(env('SMTP_URL')),
  from: 'Test <test@wellness.local>',
  replyTo: 'coach@test.local',
  logger: createLogger('notification', 'silent'),
});
void worker.waitUntilReady().then(() => process.stdout.write('ready\n'));
