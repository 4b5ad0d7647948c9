import { join } from 'node:path';
import { Worker } from 'bullmq';
import request from 'supertest';
import { JOB_QUEUES, emailSendSchema } from '@wellness/contracts';
import { createRedis } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import { ServiceProcess, asUser, waitFor } from '@wellness/kit/src/testing';
import { DELIVERY_CONCURRENCY, createMailer } from '../src/delivery/mailer';
import type { EmailJobData } from '../src/delivery/queue';
import { INTERRUPTED_DELIVERY, deliverEmail } from '../src/delivery/worker';
import { TEST_BRAND, silentLogger, startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';

/**
 * Issue 20 §3.3: the delivery worker is killed (SIGKILL) in the middle of a segment send, with
 * some emails sent, some held open by the SMTP server and the rest waiting; a fresh worker takes
 * the send over. Every recipient gets her email once, except those caught mid-send by the kill:
 * they are not sent again (it may have reached her) and are logged failed with the reason.
 */
const CLIENTS = 120;
/** The SMTP server answers this many, then holds every message open (a stalled server). */
const ANSWERED_BEFORE_KILL = 40;
const coach = asUser('c0ac0000-0000-4000-8000-000000000001', 'coach');

let svc: NotificationHarness;
let sink: SmtpSink;
let child: ServiceProcess | undefined;
let worker: Worker<EmailJobData> | undefined;
let connection: Redis | undefined;
let mailer: ReturnType<typeof createMailer> | undefined;

beforeAll(async () => {
  sink = await startSmtpSink();
  svc = await startNotification({ env: { SMTP_URL: sink.url, ...TEST_BRAND } });
  await svc.db.client.createMany({
    data: Array.from({ length: CLIENTS }, (_, n) => ({
      clientId: crypto.randomUUID(),
      firstName: `Client${n}`,
      lastName: 'Stone',
      email: `segment-${n}@example.com`,
      status: 'active' as const,
      tags: ['crash'],
      changedAt: new Date(),
    })),
  });
});
afterAll(async () => {
  await child?.stop();
  await worker?.close();
  mailer?.close();
  await connection?.quit().catch(() => undefined);
  await svc?.close();
  await sink?.close();
});

it('finishes a segment send after its worker is killed, with no email lost or sent twice', async () => {
  sink.answerWith((_message, index) => (index < ANSWERED_BEFORE_KILL ? '250 OK' : 'hold'));
  child = ServiceProcess.start(join(__dirname, 'delivery-worker-child.ts'), {
    DATABASE_URL: svc.config.DATABASE_URL,
    REDIS_URL: svc.config.REDIS_URL,
    QUEUE_PREFIX: svc.config.QUEUE_PREFIX,
    SMTP_URL: sink.url,
  });
  await child.sawLog(/ready/, 'the delivery worker to be ready');
  const created = await request(svc.app)
    .post('/api/emails')
    .set(coach)
    .send({
      audience: { kind: 'segment', filters: { tag: 'crash' } },
      subject: 'News for {{firstName}}',
      body: 'Hi {{firstName}},\n\nNews.\n\n{{coachName}}',
    });
  expect(created.status).toBe(201);
  const send = emailSendSchema.parse(created.body);
  const rowsOf = () => svc.db.emailMessage.findMany({ where: { sendId: send.id } });
  expect(send.recipients).toBe(CLIENTS);

  // Every slot of the worker is held mid-send: the kill lands in the middle of the batch.
  await waitFor(async () => sink.received.length === ANSWERED_BEFORE_KILL + DELIVERY_CONCURRENCY, {
    what: 'messages held open mid-send',
    timeoutMs: 20_000,
  });
  const sentCount = () => svc.db.emailMessage.count({ where: { sendId: send.id, status: 'sent' } });
  await waitFor(async () => (await sentCount()) === ANSWERED_BEFORE_KILL, {
    what: 'the answered messages recorded sent',
  });
  const exited = child.exited;
  child.signal('SIGKILL');
  await exited;
  child = undefined;
  const heldAtKill = sink.received.slice(ANSWERED_BEFORE_KILL).map((m) => m.to[0]);
  expect(heldAtKill).toHaveLength(DELIVERY_CONCURRENCY);
  const atKill = await rowsOf();
  expect(atKill.filter((row) => row.status === 'sent')).toHaveLength(ANSWERED_BEFORE_KILL);
  const claimed = atKill.filter((row) => row.claimedAt && row.status === 'queued');
  expect(claimed.map((row) => row.to).sort()).toEqual([...heldAtKill].sort());
  // The dead worker's job locks would expire after its lockDuration (30 s), and its last stalled
  // check's guard after its stalledInterval (30 s): expire them now.
  const keyOf = (key: string) => `${svc.config.QUEUE_PREFIX}:${JOB_QUEUES.emailSend}:${key}`;
  await svc.redis.del(...claimed.map((row) => keyOf(`${row.id}:lock`)), keyOf('stalled-check'));
  sink.answerWith(() => '250 OK');
  connection = createRedis(svc.config.REDIS_URL, { name: 'fresh-delivery-worker' });
  mailer = createMailer(sink.url);
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
    { connection, prefix: svc.config.QUEUE_PREFIX, stalledInterval: 300, concurrency: 5 },
  );
  worker.on('error', () => undefined);

  const rows = await waitFor(
    async () => {
      const current = await rowsOf();
      return current.every((row) => row.status !== 'queued') ? current : null;
    },
    { what: 'every email of the send settled', timeoutMs: 30_000 },
  );
  expect(rows).toHaveLength(CLIENTS);
  const sent = rows.filter((row) => row.status === 'sent').map((row) => row.to);
  const interrupted = rows.filter((row) => row.status !== 'sent');
  // Those caught mid-send, and only they, are logged failed with the reason.
  expect(interrupted.map((row) => row.to).sort()).toEqual([...heldAtKill].sort());
  for (const row of interrupted)
    expect(row).toMatchObject({ status: 'failed', error: INTERRUPTED_DELIVERY });
  // The others got it, once: nobody twice, nobody missed.
  const acceptedTo = sink.accepted.map((m) => m.to[0]);
  expect(acceptedTo.sort()).toEqual([...sent].sort());
  const receivedTo = sink.received.map((m) => m.to[0]);
  expect(new Set(receivedTo).size).toBe(receivedTo.length);
  expect(new Set(receivedTo).size).toBe(CLIENTS);
}, 120_000);
