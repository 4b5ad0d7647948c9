import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Worker } from 'bullmq';
import { JOB_QUEUES } from '@wellness/contracts';
import { createRedis } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import { waitFor } from '@wellness/kit/src/testing';
import { createMailer } from '../src/delivery/mailer';
import { EmailQueue } from '../src/delivery/queue';
import type { EmailJobData } from '../src/delivery/queue';
import { INTERRUPTED_DELIVERY, deliverEmail } from '../src/delivery/worker';
import { silentLogger, startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';

/**
 * A delivery worker killed mid-send (the SMTP server holding the DATA phase open), then a fresh
 * worker taking the job over: the email is not sent again (at most once), and it is logged as
 * failed with the reason, for the coach to check with the client.
 */
let svc: NotificationHarness;
let sink: SmtpSink;
let queue: EmailQueue;
let child: ChildProcess | undefined;
let worker: Worker<EmailJobData> | undefined;
let connection: Redis | undefined;
let mailer: ReturnType<typeof createMailer> | undefined;

beforeAll(async () => {
  sink = await startSmtpSink();
  svc = await startNotification({ env: { SMTP_URL: sink.url } });
  queue = new EmailQueue(svc.redis, svc.config.QUEUE_PREFIX);
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.close();
  mailer?.close();
  await connection?.quit().catch(() => undefined);
  await queue?.close();
  await svc?.close();
  await sink?.close();
});

function startChildWorker(): Promise<ChildProcess> {
  // node itself (not the tsx CLI, which would run the worker in a grandchild that outlives a kill).
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'delivery-worker-child.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: svc.config.DATABASE_URL,
        REDIS_URL: svc.config.REDIS_URL,
        QUEUE_PREFIX: svc.config.QUEUE_PREFIX,
        SMTP_URL: sink.url,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Known at once, so that afterAll stops it even when it never gets ready.
  child = started;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the worker was not ready within 45 s')),
      45_000,
    );
    started.once('error', reject);
    started.once('exit', (code) => reject(new Error(`the worker exited (${code})`)));
    started.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      clearTimeout(timer);
      resolve(started);
    });
  });
}

// A process of its own starts slowly on a busy 2-core machine: more than the usual 30 s.
it('never sends an email twice when its worker dies mid-send', async () => {
  const email = await svc.db.emailMessage.create({
    data: {
      template: 'composed',
      to: 'once@example.com',
      subject: 'Only once',
      html: '<p>Hello</p>',
      text: 'Hello',
    },
  });
  sink.answerWith(() => 'hold');
  const dying = await startChildWorker();
  await queue.enqueue([email.id]);
  await waitFor(async () => sink.received.length === 1, {
    what: 'the message held in DATA',
    timeoutMs: 20000,
  });
  expect(await svc.db.emailMessage.findUnique({ where: { id: email.id } })).toMatchObject({
    status: 'queued',
    claimedAt: expect.any(Date),
  });
  const exited = new Promise((resolve) => dying.once('exit', resolve));
  dying.kill('SIGKILL');
  await exited;
  child = undefined;

  // The dead worker's job lock would expire after its lockDuration (30 s), and its last stalled
  // check's guard after its stalledInterval (30 s): expire both now.
  const keyOf = (key: string) => `${svc.config.QUEUE_PREFIX}:${JOB_QUEUES.emailSend}:${key}`;
  await svc.redis.del(keyOf(`${email.id}:lock`), keyOf('stalled-check'));
  sink.answerWith(() => '250 OK');
  connection = createRedis(svc.config.REDIS_URL, { name: 'fresh-delivery-worker' });
  mailer = createMailer(sink.url);
  // A fresh worker that notices the stalled job quickly, running the real delivery.
  worker = new Worker<EmailJobData>(
    JOB_QUEUES.emailSend,
    (job) =>
      deliverEmail(job, {
        db: svc.db,
        mailer: mailer!,
        from: 'Test <test@wellness.local>',
        replyTo: 'coach@test.local',
        logger: silentLogger,
      }),
    { connection, prefix: svc.config.QUEUE_PREFIX, stalledInterval: 300 },
  );
  worker.on('error', () => undefined);

  const row = await waitFor(
    async () => {
      const current = await svc.db.emailMessage.findUnique({ where: { id: email.id } });
      return current?.status === 'queued' ? null : current;
    },
    { what: 'the interrupted email settled', timeoutMs: 20000 },
  );
  expect(row).toMatchObject({ status: 'failed', error: INTERRUPTED_DELIVERY, claimedAt: null });
  // The sink saw the message once (held, never answered): no second copy went out.
  expect(sink.received).toHaveLength(1);
  expect(sink.accepted).toHaveLength(0);
}, 90_000);
