/**
 * Issue 18's automation engine under a backlog: BENCH_ENROLMENTS (10,000) active enrolments whose
 * first step is due at once and has no job yet (as after an outage, or a mass enrolment written
 * straight to the table). Every step must run exactly once.
 *
 *   npx tsx bench/automations.ts
 *
 * - Setup: a fresh notification database; one enabled automation whose version's steps are
 *   [send welcome-day-0, wait 2 days, send welcome-day-2]; N clients in the read model and N
 *   enrolments at step 0, `next_run_at` = now − BENCH_DUE_AGO_SECONDS (0), all in bulk SQL.
 * - Subject: the real notification worker (`services/notification/src/worker.ts`, as `npm start`
 *   runs it: the step worker, its sweep of late steps, email delivery) against a local SMTP sink.
 *   Nothing else adds the step jobs: the engine's own sweep must find the enrolments. Times run
 *   from the worker's start until every enrolment has run step 0 (and waits for day 2), and until
 *   the sink holds every email.
 * - Baseline (same run, before and after): a bare BullMQ `addBulk` of N no-op jobs and a `Worker`
 *   at the step worker's concurrency (10) in its own process, until all have completed.
 * - Checks (the verdict): N runs of step 0 (and N of the wait that follows it in the same job),
 *   none twice for an (enrolment, run); N automation emails,
 *   each with its own related event id, all sent; the sink saw each email id once; no enrolment
 *   ran step 2 early. The times are reported, not judged.
 *
 * Tuning: BENCH_ENROLMENTS, BENCH_DUE_AGO_SECONDS, BENCH_TIMEOUT_SECONDS (900).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { createRedis } from '@wellness/kit';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import type { Definition } from '../services/notification/src/automations/definition';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import type { FromWorker, ToWorker } from './support/event-worker';
import { freePort, killChildrenOnExit, sleep, startChild, stopChild } from './support/processes';
import { deleteQueueKeys } from './support/queue-keys';
import { fmt, printTable, verdict } from './support/report';
import { startSmtpSink } from './support/smtp-sink';

const N = Number(process.env.BENCH_ENROLMENTS ?? 10_000);
const DUE_AGO_SECONDS = Number(process.env.BENCH_DUE_AGO_SECONDS ?? 0);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900) * 1000;
/** The step worker's concurrency (automations/jobs.ts: startAutomations' default). */
const STEP_CONCURRENCY = 10;
const RAW_QUEUE = 'bench-automations-raw';
const AUTOMATION_ID = randomUUID();
const COACH_ID = randomUUID();
const DAY_MINUTES = 24 * 60;
/** How many late steps one sweep adds (overdueSteps' limit). */
const SWEEP_BATCH = 1000;

const DEFINITION: Definition = {
  trigger: { type: 'event', event: 'client.activated' },
  conditions: {},
  steps: [
    { type: 'send_email', template: 'welcome-day-0' },
    { type: 'wait', minutes: 2 * DAY_MINUTES },
    { type: 'send_email', template: 'welcome-day-2' },
  ],
  exits: [],
};

/** The automation, its version 1, N clients and N enrolments due now: set-based SQL. */
async function seed(db: Client, dueAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO automations (id, name, enabled, version) VALUES ($1, 'Bench welcome', true, 1)`,
    [AUTOMATION_ID],
  );
  await db.query(
    `INSERT INTO automation_versions (automation_id, version, definition) VALUES ($1, 1, $2)`,
    [AUTOMATION_ID, JSON.stringify(DEFINITION)],
  );
  await db.query(
    `INSERT INTO clients (client_id, coach_user_id, first_name, last_name, email, status,
                          changed_at, tags, joined_at)
     SELECT gen_random_uuid(), $1::uuid, 'Client', 'Number ' || g, 'client' || g || '@bench.test',
            'active', now(), '{}', now() - interval '1 day'
     FROM generate_series(1, $2::int) AS g`,
    [COACH_ID, N],
  );
  await db.query(
    `INSERT INTO automation_enrolments (id, automation_id, version, subject_kind, subject_id, email,
       first_name, last_name, trigger_key, next_run_at, enrolled_at)
     SELECT gen_random_uuid(), $1::uuid, 1, 'client', c.client_id, c.email, c.first_name,
            c.last_name, 'bench', $2, $2
     FROM clients c`,
    [AUTOMATION_ID, dueAt],
  );
  await db.query('VACUUM ANALYZE clients, automation_enrolments');
}

/** The bare BullMQ baseline: bench/support/event-worker.ts in its `raw` role. */
async function startRawWorker(prefix: string) {
  const child = startChild('bench/support/event-worker.ts', {
    ipc: true,
    env: { LOG_LEVEL: 'warn' },
  });
  const next = (type: FromWorker['type']) =>
    new Promise<FromWorker>((resolve) => {
      const listener = (message: FromWorker) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });
  const send = (message: ToWorker) => child.send(message);
  const ready = next('ready');
  send({
    type: 'start',
    role: 'raw',
    redisUrl: TEST_REDIS_URL,
    prefix,
    queue: RAW_QUEUE,
    concurrency: STEP_CONCURRENCY,
  });
  await ready;
  return { child, next, send };
}

async function runBaseline(
  raw: Awaited<ReturnType<typeof startRawWorker>>,
  queue: Queue,
): Promise<{ ms: number; failed: number }> {
  raw.send({ type: 'expect', count: N });
  const done = raw.next('done');
  const started = performance.timeOrigin + performance.now();
  await queue.addBulk(Array.from({ length: N }, (_, i) => ({ name: 'noop', data: { i } })));
  const result = (await done) as Extract<FromWorker, { type: 'done' }>;
  return { ms: result.at - started, failed: result.failed };
}

interface Progress {
  stepRuns: number;
  waiting: number;
}

async function progress(db: Client): Promise<Progress> {
  const { rows } = await db.query<Progress>(
    `SELECT (SELECT count(*)::int FROM automation_step_runs WHERE step_index = 0) AS "stepRuns",
            (SELECT count(*)::int FROM automation_enrolments
              WHERE status = 'active' AND step_index = 2 AND run = 2
                AND next_run_at > now() + interval '1 day') AS waiting`,
  );
  return rows[0]!;
}

/** The exactly-once checks, from the database and the sink. */
async function checks(db: Client, sinkIds: string[]): Promise<[string, number, number][]> {
  const one = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
  const emails = `SELECT m.* FROM email_messages m JOIN automation_step_runs r ON r.email_id = m.id`;
  const counts = new Map<string, number>();
  for (const id of sinkIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const stored = new Set(
    (await db.query<{ id: string }>(`SELECT id FROM (${emails}) e`)).rows.map((r) => r.id),
  );
  return [
    [
      'step 0 runs (send welcome-day-0)',
      await one('SELECT count(*)::int AS n FROM automation_step_runs WHERE step_index = 0'),
      N,
    ],
    // The wait is a step run too: it starts in the same job, right after the send.
    [
      'step runs in all (send + wait)',
      await one('SELECT count(*)::int AS n FROM automation_step_runs'),
      2 * N,
    ],
    [
      'step runs twice for an (enrolment, run)',
      await one(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM automation_step_runs
           GROUP BY enrolment_id, run HAVING count(*) > 1) d`,
      ),
      0,
    ],
    [
      'enrolments that ran step 0 more or less than once',
      await one(
        `SELECT count(*)::int AS n FROM automation_enrolments e
         WHERE (SELECT count(*) FROM automation_step_runs r
                WHERE r.enrolment_id = e.id AND r.step_index = 0) <> 1`,
      ),
      0,
    ],
    [
      'enrolments not waiting for day 2 (step 2, run 2, ~2 days on)',
      await one(
        `SELECT count(*)::int AS n FROM automation_enrolments
         WHERE NOT (status = 'active' AND step_index = 2 AND run = 2
                    AND next_run_at > now() + interval '1 day')`,
      ),
      0,
    ],
    [
      'step 2 run early',
      await one('SELECT count(*)::int AS n FROM automation_step_runs WHERE step_index = 2'),
      0,
    ],
    [
      'automation emails stored (welcome-day-0)',
      await one(`SELECT count(*)::int AS n FROM (${emails}) e WHERE template = 'welcome-day-0'`),
      N,
    ],
    ['emails stored in all', await one(`SELECT count(*)::int AS n FROM email_messages`), N],
    [
      'distinct related event ids',
      await one(`SELECT count(DISTINCT related_event_id)::int AS n FROM (${emails}) e`),
      N,
    ],
    [
      'automation emails not sent',
      await one(`SELECT count(*)::int AS n FROM (${emails}) e WHERE status <> 'sent'`),
      0,
    ],
    ['messages in the sink', sinkIds.length, N],
    ['email ids the sink saw twice', [...counts.values()].filter((c) => c > 1).length, 0],
    [
      'sink ids not among the stored emails',
      [...counts.keys()].filter((id) => !stored.has(id)).length,
      0,
    ],
  ];
}

/** Step runs per 10 s after the worker started: shows how the backlog was picked up. */
async function timeline(db: Client, startedAt: Date) {
  const { rows } = await db.query<{ bucket: number; runs: number }>(
    `SELECT floor(extract(epoch FROM ran_at - $1::timestamptz) / 10)::int AS bucket,
            count(*)::int AS runs
     FROM automation_step_runs WHERE step_index = 0 GROUP BY 1 ORDER BY 1`,
    [startedAt],
  );
  return rows;
}

/**
 * The engine's own pace once jobs exist: from the first step 0 run to the BATCH-th (the sweep adds
 * jobs a batch at a time, automations/enrolment-repository.ts overdueSteps).
 */
async function batchPace(db: Client): Promise<{ runs: number; ms: number }> {
  const { rows } = await db.query<{ runs: number; ms: number }>(
    `SELECT count(*)::int AS runs,
            (extract(epoch FROM max(ran_at) - min(ran_at)) * 1000)::float AS ms
     FROM (SELECT ran_at FROM automation_step_runs WHERE step_index = 0
           ORDER BY ran_at LIMIT $1) first`,
    [SWEEP_BATCH],
  );
  return rows[0]!;
}

async function main() {
  killChildrenOnExit();
  const sink = await startSmtpSink();
  await ensureTemplate('notification');
  const database = await createTestDatabase('notification');
  const db = new Client({ connectionString: database.url });
  await db.connect();
  const prefix = testQueuePrefix('bench-automations');
  const redis = createRedis(TEST_REDIS_URL, { name: 'bench-automations' });
  const rawQueue = new Queue(RAW_QUEUE, { connection: redis, prefix });
  const raw = await startRawWorker(prefix);
  let worker: ReturnType<typeof startChild> | undefined;
  try {
    const dueAt = new Date(Date.now() - DUE_AGO_SECONDS * 1000);
    const seeded = performance.now();
    await seed(db, dueAt);
    console.log(
      `automations: ${N.toLocaleString('en-GB')} active enrolments at step 0, due ` +
        `${DUE_AGO_SECONDS} s ago, no jobs queued (seeded in ${fmt((performance.now() - seeded) / 1000, 1)} s); ` +
        `steps [send welcome-day-0, wait 2 days, send welcome-day-2]; step worker concurrency ${STEP_CONCURRENCY}\n`,
    );

    await runBaseline(raw, rawQueue); // warm-up
    const baselineBefore = await runBaseline(raw, rawQueue);

    const cpuBefore = {
      machine: machineCpu(),
      postgres: cpuSecondsByCommand(['postgres']),
      redis: cpuSecondsByCommand(['redis-server']),
    };
    const port = await freePort();
    const startedAt = new Date();
    const started = performance.now();
    worker = startChild('services/notification/src/worker.ts', {
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        REDIS_URL: TEST_REDIS_URL,
        IDENTITY_SECRET: TEST_IDENTITY_SECRET,
        APP_URL: 'http://127.0.0.1:8080',
        DATABASE_URL: database.url,
        QUEUE_PREFIX: prefix,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        // The per-minute limit protects a real SMTP server; the sink needs none.
        EMAIL_RATE_PER_MINUTE: String(10 * N),
      },
    });
    const workerPid = worker.pid!;
    let workerCpu = 0;
    let firstRunMs = NaN;
    let stepsMs = NaN;
    let sinkMs = NaN;
    let lastPrinted = -1;
    const deadline = started + TIMEOUT_MS;
    for (;;) {
      const elapsed = performance.now() - started;
      const p = await progress(db);
      const cpu = processCpuSeconds(workerPid);
      if (Number.isFinite(cpu)) workerCpu = cpu;
      if (p.stepRuns > 0 && Number.isNaN(firstRunMs)) firstRunMs = elapsed;
      if (p.stepRuns >= N && p.waiting >= N && Number.isNaN(stepsMs)) stepsMs = elapsed;
      if (sink.received() >= N && Number.isNaN(sinkMs)) sinkMs = elapsed;
      const slot = Math.floor(elapsed / 15_000);
      if (slot !== lastPrinted) {
        lastPrinted = slot;
        console.log(
          `  t=${fmt(elapsed / 1000, 0)} s  step runs ${p.stepRuns}  waiting for day 2 ${p.waiting}  in the sink ${sink.received()}`,
        );
      }
      if (!Number.isNaN(stepsMs) && !Number.isNaN(sinkMs)) break;
      if (worker.exitCode !== null)
        throw new Error(`the worker exited (${worker.exitCode}):\n${worker.stderrTail()}`);
      if (performance.now() > deadline) {
        console.log(`\ntimed out after ${TIMEOUT_MS / 1000} s (BENCH_TIMEOUT_SECONDS)`);
        break;
      }
      await sleep(100);
    }
    const cpuAfter = {
      machine: machineCpu(),
      postgres: cpuSecondsByCommand(['postgres']),
      redis: cpuSecondsByCommand(['redis-server']),
    };
    // Let late duplicates (a job run twice) show before checking.
    await sleep(3000);
    const baselineAfter = await runBaseline(raw, rawQueue);
    const baselineMs = (baselineBefore.ms + baselineAfter.ms) / 2;

    const pace = await batchPace(db);
    console.log('\nstep 0 runs per 10 s after the worker started');
    printTable(
      ['from s', 'step 0 runs'],
      (await timeline(db, startedAt)).map((r) => [r.bucket * 10, r.runs]),
    );
    console.log('');
    printTable(
      ['path', 'time s', 'per s', '× bare BullMQ time per job'],
      [
        ['worker start → first step run', fmt(firstRunMs / 1000, 2), 'n/a', 'n/a'],
        [
          'worker start → all step 0 run',
          fmt(stepsMs / 1000, 2),
          fmt((N / stepsMs) * 1000, 0),
          fmt(stepsMs / baselineMs, 1),
        ],
        [
          'worker start → all emails in sink',
          fmt(sinkMs / 1000, 2),
          fmt((N / sinkMs) * 1000, 0),
          fmt(sinkMs / baselineMs, 1),
        ],
        [
          `first ${pace.runs} step 0 runs (first → last)`,
          fmt(pace.ms / 1000, 2),
          fmt((pace.runs / pace.ms) * 1000, 0),
          fmt(pace.ms / pace.runs / (baselineMs / N), 1),
        ],
        [
          'bare BullMQ addBulk → all done, before',
          fmt(baselineBefore.ms / 1000, 2),
          fmt((N / baselineBefore.ms) * 1000, 0),
          'n/a',
        ],
        [
          'bare BullMQ addBulk → all done, after',
          fmt(baselineAfter.ms / 1000, 2),
          fmt((N / baselineAfter.ms) * 1000, 0),
          'n/a',
        ],
      ],
    );
    const wall = cpuAfter.machine.total - cpuBefore.machine.total;
    const busy = cpuAfter.machine.busy - cpuBefore.machine.busy;
    const postgres = cpuAfter.postgres - cpuBefore.postgres;
    const redisCpu = cpuAfter.redis - cpuBefore.redis;
    const other = Math.max(0, busy - workerCpu - postgres - redisCpu);
    console.log('\nCPU during the subject (s; % of all cores over its wall time)');
    printTable(
      ['worker (incl. start)', 'postgres', 'redis', 'other procs', 'machine busy %'],
      [
        [
          fmt(workerCpu, 1),
          fmt(postgres, 1),
          fmt(redisCpu, 1),
          `${fmt(other, 1)} (${fmt((100 * other) / wall, 0)} %)`,
          fmt((100 * busy) / wall, 0),
        ],
      ],
    );

    const results = await checks(db, sink.emailIds());
    console.log('');
    printTable(
      ['exactly once', 'found', 'expected', 'ok'],
      results.map(([name, found, expected]) => [
        name,
        found,
        expected,
        found === expected ? 'yes' : 'NO',
      ]),
    );
    const failed = results.filter(([, found, expected]) => found !== expected);
    const ratio = stepsMs / baselineMs;
    verdict(
      failed.length === 0,
      failed.length === 0
        ? `every step ran exactly once; all step 0 in ${fmt(stepsMs / 1000, 1)} s ` +
            `(${fmt(ratio, 1)} × bare BullMQ's ${fmt(baselineMs / 1000, 2)} s), all emails in the sink in ${fmt(sinkMs / 1000, 1)} s`
        : `${failed.map(([name, found, expected]) => `${name}: ${found} (expected ${expected})`).join('; ')}`,
    );
  } finally {
    if (worker) await stopChild(worker);
    raw.send({ type: 'stop' });
    await stopChild(raw.child);
    await rawQueue.close();
    await deleteQueueKeys(redis, prefix).catch(() => undefined);
    redis.disconnect();
    await db.end();
    await database.drop().catch(() => undefined);
    await sink.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    console.log('\nFAIL: benchmark did not complete');
    process.exit(0);
  },
);
