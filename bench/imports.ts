/**
 * Issue 19's bulk import: the coach imports a CSV of BENCH_IMPORT_ROWS (10,000) clients.
 *
 * - Subject: the real crm API (`services/crm/src/main.ts`), import worker (`import-worker.ts`, with
 *   its node flags) and worker (`worker.ts`, which relays the events) as `npm start` runs them
 *   (infra/src/services.ts), on a fresh crm database. Timed from the upload's first byte until GET
 *   /api/imports/:id says `done` (upload, scan, preview, start, the job's batches, with their
 *   import_rows, activities and `client.changed` events).
 * - Baseline (same run): PostgreSQL `COPY` of the same rows (already normalised) into the same
 *   table of another crm database (emptied before each round), from a server-side file.
 * - A warm-up import of BENCH_IMPORT_WARM_UP_ROWS (1,000) rows first, printed on its own: a
 *   fresh process's first import pays its connections and Prisma's first queries once.
 * - BENCH_IMPORT_ROUNDS (5) rounds, each an import of new rows and a COPY, one after the other:
 *   this machine's speed varies from minute to minute, so each round's ratio pairs two
 *   measurements taken close together. The verdict takes the median round's ratio.
 * - Second part: BENCH_IMPORT_LARGE_ROWS (100,000) rows: the peak RSS (sampled every 100 ms) of
 *   the import worker, the process that runs the import (the crm worker's is shown too), and the
 *   longest gap between two progress updates the API showed (polled every 100 ms).
 *
 * Targets: 10,000 rows ≤ 5 × COPY; 100,000 rows: import worker peak RSS ≤ 300 MB, progress moves
 * at least every second.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  asUser,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import { createRedis } from '@wellness/kit';
import { IMPORT_WORKER } from '../infra/src/services';
import { machineCpu } from './support/cpu';
import { residentKb } from './support/memory';
import { deleteQueueKeys } from './support/queue-keys';
import {
  freePort,
  killChildrenOnExit,
  sleep,
  startChild,
  stopChild,
  waitForHttp,
} from './support/processes';
import { fmt, printTable, verdict } from './support/report';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const WARM_UP_ROWS = Number(process.env.BENCH_IMPORT_WARM_UP_ROWS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 5);
const LARGE_ROWS = Number(process.env.BENCH_IMPORT_LARGE_ROWS ?? 100_000);
const COACH_ID = randomUUID();

const person = (n: number) => ({
  firstName: `Client${n}`,
  lastName: 'Imported',
  email: `client${n}@bench.test`,
  phone: `+4477009${String(n % 100_000).padStart(5, '0')}`,
});

/** The coach's file: an export's headers, UK phone numbers, as a spreadsheet writes it. */
function importFile(rows: number, offset = 0): string {
  const lines = ['First Name,Last Name,Email Address,Mobile'];
  for (let i = 0; i < rows; i++) {
    const p = person(offset + i);
    lines.push(`${p.firstName},${p.lastName},${p.email},07700 9${p.phone.slice(-5)}`);
  }
  return lines.join('\r\n') + '\r\n';
}

interface Run {
  ms: number;
  /** Of which: the upload, with the file's scan and preview. */
  uploadMs: number;
  /** The longest time the API's rowsDone stood still while running. */
  longestStillMs: number;
  updates: number;
  status: string;
  created: number;
}

async function importThrough(api: string, rows: number, offset: number): Promise<Run> {
  // Signed afresh for each request: a signed identity lives a minute.
  const coach = () => asUser(COACH_ID, 'coach');
  const form = new FormData();
  form.set('kind', 'clients');
  form.set('file', new Blob([importFile(rows, offset)], { type: 'text/csv' }), 'clients.csv');
  const started = performance.now();
  const uploaded = await fetch(`${api}/api/imports`, {
    method: 'POST',
    headers: coach(),
    body: form,
  });
  const body = (await uploaded.json()) as { id: string };
  if (uploaded.status !== 201)
    throw new Error(`upload: ${uploaded.status} ${JSON.stringify(body)}`);
  const uploadMs = performance.now() - started;
  const start = await fetch(`${api}/api/imports/${body.id}/start`, {
    method: 'POST',
    headers: { ...coach(), 'content-type': 'application/json' },
    body: '{}',
  });
  if (start.status !== 200) throw new Error(`start: ${start.status} ${await start.text()}`);
  let lastDone = -1;
  let lastChange = performance.now();
  let longestStillMs = 0;
  let updates = 0;
  for (;;) {
    const res = await fetch(`${api}/api/imports/${body.id}`, { headers: coach() });
    if (!res.ok) throw new Error(`GET /api/imports/:id: ${res.status} ${await res.text()}`);
    const state = (await res.json()) as {
      status: string;
      progress: { rowsDone: number; created: number };
    };
    const now = performance.now();
    if (state.progress.rowsDone !== lastDone) {
      if (lastDone > 0) longestStillMs = Math.max(longestStillMs, now - lastChange);
      lastDone = state.progress.rowsDone;
      lastChange = now;
      updates += 1;
    } else if (state.status === 'running' && lastDone > 0) {
      longestStillMs = Math.max(longestStillMs, now - lastChange);
    }
    if (['done', 'failed', 'cancelled'].includes(state.status))
      return {
        ms: now - started,
        uploadMs,
        longestStillMs,
        updates,
        status: state.status,
        created: state.progress.created,
      };
    await sleep(100);
  }
}

/** COPY of the same rows, normalised as the import stores them, from a file the server reads. */
async function copyBaseline(url: string, rows: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-copy-'));
  chmodSync(dir, 0o755);
  const file = join(dir, 'clients.csv');
  const now = new Date().toISOString();
  const lines = ['id,first_name,last_name,email,phone,coach_user_id,source,updated_at'];
  for (let i = 0; i < rows; i++) {
    const p = person(i);
    lines.push(
      `${randomUUID()},${p.firstName},${p.lastName},${p.email},${p.phone},${COACH_ID},import,${now}`,
    );
  }
  writeFileSync(file, lines.join('\n') + '\n', { mode: 0o644 });
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('TRUNCATE clients CASCADE');
    const started = performance.now();
    await db.query(
      `COPY clients (id, first_name, last_name, email, phone, coach_user_id, source, updated_at)
       FROM '${file}' WITH (FORMAT csv, HEADER true)`,
    );
    return performance.now() - started;
  } finally {
    await db.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  killChildrenOnExit();
  await ensureTemplate('crm');
  const database = await createTestDatabase('crm');
  const baselineDb = await createTestDatabase('crm');
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-imports-files-'));
  const db = new Client({ connectionString: database.url });
  await db.connect();
  await db.query(
    `INSERT INTO team_members (id, user_id, email, first_name, last_name, role, status)
     VALUES (gen_random_uuid(), $1::uuid, 'coach@bench.test', 'Sarah', 'Mitchell', 'coach', 'active')`,
    [COACH_ID],
  );
  const [port, workerPort, importWorkerPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  // Its events are relayed to consumers that do not run here: 100,000 jobs left behind otherwise.
  const prefix = testQueuePrefix('bench-imports');
  const api = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    REDIS_URL: TEST_REDIS_URL,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    APP_URL: 'http://127.0.0.1:8080',
    DATABASE_URL: database.url,
    QUEUE_PREFIX: prefix,
    FILES_DIR: filesDir,
    PORT: String(port),
  };
  const service = startChild('services/crm/src/main.ts', { env });
  const worker = startChild('services/crm/src/worker.ts', {
    env: { ...env, HEALTH_PORT: String(workerPort) },
  });
  const importWorker = startChild(`services/crm/${IMPORT_WORKER.entry}`, {
    env: { ...env, HEALTH_PORT: String(importWorkerPort) },
    nodeFlags: [...IMPORT_WORKER.nodeFlags],
  });
  const peakKb = { importWorker: 0, worker: 0 };
  const sample = () => {
    peakKb.importWorker = Math.max(peakKb.importWorker, residentKb(importWorker.pid!) || 0);
    peakKb.worker = Math.max(peakKb.worker, residentKb(worker.pid!) || 0);
  };
  const sampler = setInterval(sample, 100);
  try {
    // A busy 2-core machine can take more than the default 30 s to start two services.
    await waitForHttp(`${api}/health`, service, { status: 200, timeoutMs: 120_000 });
    for (const [port, child] of [
      [workerPort, worker],
      [importWorkerPort, importWorker],
    ] as const)
      await waitForHttp(`http://127.0.0.1:${port}/metrics`, child, {
        status: 200,
        timeoutMs: 120_000,
      });
    const cpuBefore = machineCpu();
    const warmUp = await importThrough(api, WARM_UP_ROWS, 2_000_000);
    console.log(
      `warm-up: ${WARM_UP_ROWS.toLocaleString('en-GB')} rows on fresh processes in ${fmt(warmUp.ms, 0)} ms (${warmUp.status})`,
    );
    console.log(`\nimport: ${ROWS.toLocaleString('en-GB')} client rows, upload → done`);
    const rounds: { subject: Run; copyMs: number; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const subject = await importThrough(api, ROWS, round * ROWS);
      const copyMs = await copyBaseline(baselineDb.url, ROWS);
      rounds.push({ subject, copyMs, ratio: subject.ms / copyMs });
    }
    printTable(
      ['round', 'import ms', 'of which upload, scan, preview', 'COPY ms', 'ratio', 'status'],
      rounds.map(({ subject, copyMs, ratio }, round) => [
        String(round + 1),
        fmt(subject.ms, 0),
        fmt(subject.uploadMs, 0),
        fmt(copyMs, 0),
        `${fmt(ratio, 1)} ×`,
        `${subject.status} / ${subject.created}`,
      ]),
    );
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
    console.log(
      `median round: ${fmt(median.subject.ms, 0)} ms vs COPY ${fmt(median.copyMs, 0)} ms; ratio ${fmt(median.ratio, 1)} × COPY`,
    );

    console.log(`\nimport: ${LARGE_ROWS.toLocaleString('en-GB')} client rows`);
    peakKb.importWorker = 0;
    peakKb.worker = 0;
    sample();
    const large = await importThrough(api, LARGE_ROWS, 1_000_000);
    const cpuAfter = machineCpu();
    const busyPercent =
      ((cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total)) * 100;
    printTable(
      ['what', 'value'],
      [
        ['time (upload → done)', `${fmt(large.ms / 1000, 1)} s`],
        ['rows/s', fmt((LARGE_ROWS / large.ms) * 1000, 0)],
        ['import worker peak RSS', `${fmt(peakKb.importWorker / 1024, 0)} MB`],
        ['  crm worker (relay) peak RSS', `${fmt(peakKb.worker / 1024, 0)} MB`],
        ['progress updates seen', String(large.updates)],
        ['longest without progress', `${fmt(large.longestStillMs, 0)} ms`],
        ['status / created', `${large.status} / ${large.created}`],
        ['machine busy % (whole run, all processes)', fmt(busyPercent, 0)],
      ],
    );
    verdict(
      rounds.every((r) => r.subject.status === 'done' && r.subject.created === ROWS) &&
        median.ratio <= 5,
      `10,000 rows: ${fmt(median.ratio, 1)} × COPY, the median of ${rounds.length} rounds (target ≤ 5)`,
    );
    verdict(
      large.status === 'done' && peakKb.importWorker / 1024 <= 300 && large.longestStillMs <= 1000,
      `100,000 rows: import worker peak RSS ${fmt(peakKb.importWorker / 1024, 0)} MB (≤ 300), longest without progress ${fmt(large.longestStillMs, 0)} ms (≤ 1000)`,
    );
  } finally {
    clearInterval(sampler);
    await Promise.all([stopChild(service), stopChild(worker), stopChild(importWorker)]);
    const redis = createRedis(TEST_REDIS_URL, { name: 'bench-imports' });
    await deleteQueueKeys(redis, prefix).catch(() => undefined);
    redis.disconnect();
    await db.end();
    await database.drop();
    await baselineDb.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 0;
});
