/**
 * Issue 18's segment send: the coach sends one email to a segment of BENCH_RECIPIENTS (10,000)
 * clients, delivered to a local SMTP sink (bench/support/smtp-sink.ts).
 *
 * - Subject: the real notification API (`services/notification/src/main.ts`) and worker
 *   (`worker.ts`) as `npm start` runs them, on a fresh notification database whose read model of
 *   clients holds the segment. `POST /api/emails` stores every recipient's email and enqueues the
 *   delivery jobs before it answers: its latency is the enqueueing time. Delivery time runs from
 *   the POST until the sink holds every message.
 * - Baseline (same run, after): nodemailer alone, the service's own SMTP transport
 *   (delivery/mailer.ts, so the same connection settings), sending the very messages the subject
 *   stored, straight to the same sink with the delivery worker's parallelism, twice; on a sample of
 *   BENCH_BASELINE_SAMPLE (2,000) of them, its time scaled to the whole (its rate is steady).
 * - Checks: one message per recipient (the sink sees no email id twice) and every row `sent`.
 *
 * Targets: enqueueing ≤ 2 s; delivery throughput ≥ 0.5 × the baseline's.
 * Tuning: BENCH_RECIPIENTS, BENCH_CONCURRENCY (the baseline's parallelism; default the delivery
 * worker's, DELIVERY_CONCURRENCY).
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  asUser,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import { DELIVERY_CONCURRENCY, createMailer } from '../services/notification/src/delivery/mailer';
import { machineCpu } from './support/cpu';
import {
  freePort,
  killChildrenOnExit,
  startChild,
  stopChild,
  waitForHttp,
} from './support/processes';
import { fmt, printTable, verdict } from './support/report';
import { startSmtpSink } from './support/smtp-sink';
import type { SmtpSink } from './support/smtp-sink';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
/** The baseline's parallelism: the delivery worker's. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? DELIVERY_CONCURRENCY);
/** The baseline sends this many of the stored messages (its rate is steady; the time is scaled). */
const BASELINE_SAMPLE = Number(process.env.BENCH_BASELINE_SAMPLE ?? 2_000);
const TAG = 'bench-segment';
const COACH_ID = randomUUID();

const BODY = [
  '## A quick hello, {{firstName}}',
  'This week is all about **small wins**: a walk after the school run counts.',
  '- Drink a glass of water before each meal',
  '- Aim for 7,000 steps',
  '[button: See your plan]({{dashboardLink}})',
].join('\n\n');

/** The segment's clients in notification's read model, straight into the table. */
async function seedClients(db: Client): Promise<void> {
  await db.query(
    `INSERT INTO clients (client_id, coach_user_id, first_name, last_name, email, status,
                          changed_at, tags, joined_at)
     SELECT gen_random_uuid(), $1::uuid, 'Client', 'Number ' || g, 'client' || g || '@bench.test',
            'active', now(), ARRAY[$2], now() - interval '30 days'
     FROM generate_series(1, $3::int) AS g`,
    [COACH_ID, TAG, RECIPIENTS],
  );
}

interface Subject {
  sendId: string;
  enqueueMs: number;
  deliveryMs: number;
}

async function sendToSegment(api: string, sink: SmtpSink): Promise<Subject> {
  const before = sink.received();
  const started = performance.now();
  const res = await fetch(`${api}/api/emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asUser(COACH_ID, 'coach') },
    body: JSON.stringify({
      audience: { kind: 'segment', filters: { status: 'active', tag: TAG } },
      subject: 'This week, {{firstName}}',
      body: BODY,
    }),
  });
  const enqueueMs = performance.now() - started;
  const answer = (await res.json()) as { id: string; recipients: number };
  if (res.status !== 201)
    throw new Error(`POST /api/emails: ${res.status} ${JSON.stringify(answer)}`);
  if (answer.recipients !== RECIPIENTS)
    throw new Error(`the segment has ${answer.recipients} recipients, not ${RECIPIENTS}`);
  console.log(`enqueued in ${fmt(enqueueMs, 0)} ms; delivering…`);
  await sink.waitFor(before + RECIPIENTS, 900_000);
  return { sendId: answer.id, enqueueMs, deliveryMs: performance.now() - started };
}

/** Waits (up to 30 s) until no email of the send is still queued: the sink's 250 comes first. */
async function rowsSettled(db: Client, sendId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ queued: string }>(
      `SELECT count(*) AS queued FROM email_messages WHERE send_id = $1 AND status = 'queued'`,
      [sendId],
    );
    if (Number(rows[0]!.queued) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** nodemailer alone: the stored messages, `CONCURRENCY` at a time, to the same sink. */
async function baseline(smtpUrl: string, sink: SmtpSink, messages: Message[]): Promise<number> {
  const mailer = createMailer(smtpUrl);
  const before = sink.received();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < messages.length) {
        const message = messages[next++]!;
        await mailer.send({ ...message, from: 'Glow Coaching <hello@bench.test>' });
      }
    }),
  );
  await sink.waitFor(before + messages.length);
  const ms = performance.now() - started;
  mailer.close();
  return ms;
}

interface Message {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

async function main() {
  killChildrenOnExit();
  const sink = await startSmtpSink();
  const smtpUrl = `smtp://127.0.0.1:${sink.port}`;
  await ensureTemplate('notification');
  const database = await createTestDatabase('notification');
  const db = new Client({ connectionString: database.url });
  await db.connect();
  const [port, workerPort] = await Promise.all([freePort(), freePort()]);
  const api = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    REDIS_URL: TEST_REDIS_URL,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    APP_URL: 'http://127.0.0.1:8080',
    DATABASE_URL: database.url,
    QUEUE_PREFIX: testQueuePrefix('bench-emails'),
    SMTP_URL: smtpUrl,
    // The per-minute limit protects a real SMTP server; the sink needs none.
    EMAIL_RATE_PER_MINUTE: String(10 * RECIPIENTS),
  };
  const service = startChild('services/notification/src/main.ts', {
    env: { ...env, PORT: String(port) },
  });
  // PORT is required of every process; a worker serves /metrics on HEALTH_PORT.
  const worker = startChild('services/notification/src/worker.ts', {
    env: { ...env, PORT: String(workerPort), HEALTH_PORT: String(workerPort) },
    stdout: process.env.BENCH_WORKER_LOG ? 'inherit' : 'ignore',
  });
  try {
    await seedClients(db);
    await waitForHttp(`${api}/health`, service, { status: 200 });
    await waitForHttp(`http://127.0.0.1:${workerPort}/metrics`, worker, { status: 200 });
    console.log(
      `segment send: ${RECIPIENTS.toLocaleString('en-GB')} recipients, delivery concurrency ${CONCURRENCY}`,
    );
    const cpuBefore = machineCpu();
    const subject = await sendToSegment(api, sink);
    await rowsSettled(db, subject.sendId);
    const { rows } = await db.query<Message & { status: string }>(
      `SELECT id, "to", subject, html, text, status::text FROM email_messages WHERE send_id = $1`,
      [subject.sendId],
    );
    const unsent = rows.filter((row) => row.status !== 'sent').length;
    const ids = sink.emailIds();
    const duplicates = ids.length - new Set(ids).size;
    const messages = rows.map(({ id, to, subject: s, html, text }) => ({
      id,
      to,
      subject: s,
      html,
      text,
    }));
    const sample = messages.slice(0, Math.min(BASELINE_SAMPLE, messages.length));
    const scale = messages.length / sample.length;
    const baselineMs = [
      (await baseline(smtpUrl, sink, sample)) * scale,
      (await baseline(smtpUrl, sink, sample)) * scale,
    ];
    const cpuAfter = machineCpu();
    const bestBaselineMs = Math.min(...baselineMs);
    const perSecond = (ms: number) => (RECIPIENTS / ms) * 1000;
    const ratio = perSecond(subject.deliveryMs) / perSecond(bestBaselineMs);
    printTable(
      ['path', 'time ms', 'emails/s'],
      [
        ['enqueue (POST /api/emails)', fmt(subject.enqueueMs, 0), 'n/a'],
        [
          'delivery (POST → all in sink)',
          fmt(subject.deliveryMs, 0),
          fmt(perSecond(subject.deliveryMs), 0),
        ],
        ...baselineMs.map((ms, i) => [
          `nodemailer alone, run ${i + 1} (${sample.length} sent, time × ${fmt(scale, 1)})`,
          fmt(ms, 0),
          fmt(perSecond(ms), 0),
        ]),
      ],
    );
    const busy = (cpuAfter.busy - cpuBefore.busy) / Math.max(1, cpuAfter.total - cpuBefore.total);
    console.log(
      `\nrows not sent: ${unsent}; email ids seen twice by the sink: ${duplicates}; machine busy ${fmt(busy * 100, 0)} %`,
    );
    console.log(`throughput ratio (subject ÷ best baseline): ${fmt(ratio, 2)}`);
    verdict(
      subject.enqueueMs <= 2000 && ratio >= 0.5 && unsent === 0 && duplicates === 0,
      `enqueue ${fmt(subject.enqueueMs, 0)} ms (≤ 2000), throughput ${fmt(ratio, 2)} × nodemailer (≥ 0.5), ${unsent} unsent, ${duplicates} duplicates`,
    );
  } finally {
    await Promise.all([stopChild(service), stopChild(worker)]);
    await db.end();
    await database.drop().catch(() => undefined);
    await sink.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(0);
  },
);
