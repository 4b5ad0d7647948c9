/**
 * Issue 19's backup: the whole business of BENCH_CLIENTS (10,000) clients, BENCH_CHECKINS_EACH (52,
 * so 520,000) check-ins and BENCH_PHOTOS (1,000) photos of BENCH_PHOTO_KB (300 KB, incompressible)
 * each, backed up and restored.
 *
 * - Subject: the real processes as `npm start` runs them: crm's API (`POST /api/backups`) and the
 *   four workers (auth, crm, checkin, notification), each on a fresh test database, sharing one file
 *   store folder and one queue prefix. crm records `archive.requested`; every worker writes its part
 *   into the file store (JSON Lines, and checkin's photo files); crm's worker streams the parts into
 *   one ZIP. The time runs from the POST until the backup is `ready`; the progress the coach polls
 *   is sampled every 200 ms.
 * - Memory: every worker's resident set (VmRSS) sampled every 100 ms; the peak of each.
 * - Restore: the ZIP verified (every SHA-256) and loaded into four fresh, empty databases and an
 *   empty file store by the kit's restore (`verifyArchive`, `restoreArchive`, what
 *   `npm run restore` runs), in a child process of its own (this file with BENCH_ROLE=restore), so
 *   its peak RSS is its own. Checks: the restored row counts equal the manifest's.
 *
 * Target: peak RSS ≤ 300 MB in every process; the times are reported.
 * Tuning: BENCH_CLIENTS, BENCH_CHECKINS_EACH, BENCH_PHOTOS, BENCH_PHOTO_KB, BENCH_WORKER_LOG=1.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { ServiceName } from '@wellness/contracts';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  asUser,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { DiskFileStore } from '@wellness/kit/src/files';
import { pgRunner } from '@wellness/kit/src/archives';
import type { ArchivePartSpec } from '@wellness/kit/src/archives';
import { openArchiveZip, restoreArchive, verifyArchive } from '@wellness/kit/src/archives/zip';
import type { RestoreTarget } from '@wellness/kit/src/archives/zip';
import { authArchive } from '../services/auth/src/archive-part/entities';
import { checkinArchive } from '../services/checkin/src/archive-part/entities';
import { crmArchive } from '../services/crm/src/archive-part/entities';
import { notificationArchive } from '../services/notification/src/archive-part/entities';
import { residentKb } from './support/memory';
import {
  freePort,
  killChildrenOnExit,
  sleep,
  startChild,
  stopChild,
  waitForHttp,
} from './support/processes';
import { fmt, printTable, verdict } from './support/report';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const CHECKINS_EACH = Number(process.env.BENCH_CHECKINS_EACH ?? 52);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 1_000);
const PHOTO_KB = Number(process.env.BENCH_PHOTO_KB ?? 300);
const RSS_LIMIT_MB = 300;
const SERVICES: ServiceName[] = ['auth', 'crm', 'checkin', 'notification'];
const SPECS: Record<string, ArchivePartSpec> = {
  auth: authArchive,
  crm: crmArchive,
  checkin: checkinArchive,
  notification: notificationArchive,
};
const COACH_ID = randomUUID();

/** crm's clients and checkin's read model of them, their check-ins and photos (rows and files). */
async function seed(dbs: Record<string, Client>, filesDir: string): Promise<void> {
  const { rows } = await dbs.crm!.query<{ id: string }>(
    `INSERT INTO clients (id, first_name, last_name, email, status, updated_at)
     SELECT gen_random_uuid(), 'Client', 'Number ' || g, 'client' || g || '@bench.test', 'active', now()
     FROM generate_series(1, $1::int) AS g
     RETURNING id`,
    [CLIENTS],
  );
  const ids = rows.map((row) => row.id);
  await dbs.checkin!.query(
    `INSERT INTO clients (client_id, coach_user_id, first_name, last_name, email, status, changed_at)
     SELECT id, $2::uuid, 'Client', 'Number ' || n, 'client' || n || '@bench.test', 'active', now()
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n)`,
    [ids, COACH_ID],
  );
  await dbs.checkin!.query(
    `INSERT INTO checkins (client_id, due_date, submitted_at, updated_at, weight_kg, weight_change_kg,
                           waist_cm, energy, sleep, stress, hunger, mood, digestion, motivation,
                           workouts_done, workouts_planned, adherence_percent, steps, water_litres,
                           win, struggle)
     SELECT c.client_id, date '2025-01-06' + 7 * k, timestamptz '2025-01-06 07:00Z' + k * interval '7 days',
            timestamptz '2025-01-06 07:00Z' + k * interval '7 days', 72 - k * 0.1, -0.1, 90 - k * 0.05,
            4 + k % 6, 5, 6, 5, 7, 6, 8, k % 5, 4, 60 + k % 40, 4000 + k * 97, 1.5 + (k % 10) / 10.0,
            'A good week: three workouts and more water', 'Evenings after the school run'
     FROM clients c, generate_series(0, $1::int - 1) AS k`,
    [CHECKINS_EACH],
  );
  const files = new DiskFileStore(filesDir);
  const photoClients = ids.slice(0, PHOTOS);
  for (const [i, clientId] of photoClients.entries()) {
    const photoId = randomUUID();
    await dbs.checkin!.query(
      `INSERT INTO photos (id, client_id, pose, taken_on, width, height)
       VALUES ($1, $2, 'front', date '2025-01-06' + $3::int, 3000, 4000)`,
      [photoId, clientId, i % 300],
    );
    await files.put(`photos/${clientId}/${photoId}/original.webp`, randomBytes(PHOTO_KB * 1024), {
      contentType: 'image/webp',
    });
  }
}

/** Peak VmRSS (MB) of each process, sampled every 100 ms until stopped. */
function sampleMemory(pids: Record<string, number>) {
  const peaks: Record<string, number> = Object.fromEntries(Object.keys(pids).map((k) => [k, 0]));
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids))
      peaks[name] = Math.max(peaks[name]!, residentKb(pid) / 1024 || 0);
  }, 100);
  return { peaks, stop: () => clearInterval(timer) };
}

interface Backup {
  status: string;
  progress: number;
  bytes: number | null;
  counts: Record<string, number>;
  error: string | null;
}

async function backUp(api: string) {
  // Signed afresh for each request: a signed identity lasts a short while.
  const headers = () => ({ 'content-type': 'application/json', ...asUser(COACH_ID, 'coach') });
  const started = performance.now();
  const res = await fetch(`${api}/api/backups`, { method: 'POST', headers: headers(), body: '{}' });
  const { id } = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`POST /api/backups answered ${res.status}`);
  let last: Backup | undefined;
  let lastProgress = -1;
  let lastChange = performance.now();
  let longestStill = 0;
  for (;;) {
    const poll = await fetch(`${api}/api/backups/${id}`, { headers: headers() });
    if (poll.status !== 200) throw new Error(`GET /api/backups/${id} answered ${poll.status}`);
    last = (await poll.json()) as Backup;
    const now = performance.now();
    if (last.progress !== lastProgress) {
      if (lastProgress > 0.1) longestStill = Math.max(longestStill, now - lastChange);
      lastProgress = last.progress;
      lastChange = now;
    }
    if (last.status === 'ready' || last.status === 'failed') break;
    if (now - started > 30 * 60_000) throw new Error('the backup took over 30 minutes');
    await sleep(200);
  }
  if (last.status !== 'ready') throw new Error(`the backup failed: ${last.error}`);
  return { id, ms: performance.now() - started, backup: last, longestStillMs: longestStill };
}

/** BENCH_ROLE=restore: verify and restore the ZIP into the databases and folder it is given. */
async function restoreRole(): Promise<void> {
  const urls = JSON.parse(process.env.BENCH_RESTORE_URLS!) as Record<string, string>;
  const clients = Object.fromEntries(
    Object.entries(urls).map(([service, url]) => [service, new Client({ connectionString: url })]),
  );
  await Promise.all(Object.values(clients).map((client) => client.connect()));
  const started = performance.now();
  const zip = await openArchiveZip(process.env.BENCH_RESTORE_ZIP!);
  const manifest = await verifyArchive(zip);
  const verifiedMs = performance.now() - started;
  const targets: Record<string, RestoreTarget> = Object.fromEntries(
    Object.entries(clients).map(([service, client]) => [
      service,
      { sql: pgRunner(client), spec: SPECS[service]! },
    ]),
  );
  const summary = await restoreArchive({
    zip,
    manifest,
    targets,
    files: new DiskFileStore(process.env.BENCH_RESTORE_FILES!),
    force: false,
  });
  const totalMs = performance.now() - started;
  await zip.close();
  await Promise.all(Object.values(clients).map((client) => client.end()));
  const expected = Object.fromEntries(
    manifest.entities.map((e) => [`${e.service}.${e.table}`, e.count]),
  );
  // The last line of stderr, which the bench keeps (startChild drops stdout).
  process.stderr.write(
    `${JSON.stringify({ verifiedMs, totalMs, rows: summary.rows, files: summary.files, expected })}\n`,
  );
}

async function restore(zipPath: string, urls: Record<string, string>, filesDir: string) {
  const child = startChild('bench/backup.ts', {
    env: {
      BENCH_ROLE: 'restore',
      BENCH_RESTORE_ZIP: zipPath,
      BENCH_RESTORE_URLS: JSON.stringify(urls),
      BENCH_RESTORE_FILES: filesDir,
    },
    stdout: 'ignore',
  });
  const memory = sampleMemory({ restore: child.pid! });
  await new Promise<void>((done) => child.once('exit', () => done()));
  memory.stop();
  const report = child
    .stderrTail()
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{'));
  if (!report) throw new Error(`the restore failed:\n${child.stderrTail()}`);
  return { ...(JSON.parse(report) as RestoreReport), peakMb: memory.peaks.restore! };
}

interface RestoreReport {
  verifiedMs: number;
  totalMs: number;
  rows: Record<string, number>;
  files: number;
  expected: Record<string, number>;
}

async function main() {
  killChildrenOnExit();
  for (const service of SERVICES) await ensureTemplate(service);
  const databases: Record<string, TestDatabase> = {};
  const restored: Record<string, TestDatabase> = {};
  for (const service of SERVICES) {
    databases[service] = await createTestDatabase(service);
    restored[service] = await createTestDatabase(service);
  }
  const dbs = Object.fromEntries(
    SERVICES.map((s) => [s, new Client({ connectionString: databases[s]!.url })]),
  );
  await Promise.all(Object.values(dbs).map((db) => db.connect()));
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-backup-files-'));
  const restoredFiles = mkdtempSync(join(tmpdir(), 'bench-restore-files-'));
  const prefix = testQueuePrefix('bench-backup');
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    REDIS_URL: TEST_REDIS_URL,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    APP_URL: 'http://127.0.0.1:8080',
    QUEUE_PREFIX: prefix,
    FILES_DIR: filesDir,
  };
  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  const processes = [];
  try {
    const crmApi = startChild('services/crm/src/main.ts', {
      env: { ...common, DATABASE_URL: databases.crm!.url, PORT: String(apiPort) },
    });
    processes.push(crmApi);
    const workers: Record<string, ReturnType<typeof startChild>> = {};
    for (const service of SERVICES) {
      const port = await freePort();
      workers[service] = startChild(`services/${service}/src/worker.ts`, {
        env: {
          ...common,
          DATABASE_URL: databases[service]!.url,
          PORT: String(port),
          HEALTH_PORT: String(port),
        },
        stdout: process.env.BENCH_WORKER_LOG ? 'inherit' : 'ignore',
      });
      processes.push(workers[service]!);
      await waitForHttp(`http://127.0.0.1:${port}/health`, workers[service]!, {
        status: 200,
        timeoutMs: 120_000,
      });
    }
    await waitForHttp(`${api}/health`, crmApi, { status: 200, timeoutMs: 120_000 });
    console.log(
      `seeding ${CLIENTS.toLocaleString('en-GB')} clients, ${(CLIENTS * CHECKINS_EACH).toLocaleString('en-GB')} check-ins, ${PHOTOS} photos of ${PHOTO_KB} KB…`,
    );
    const seedStarted = performance.now();
    await seed(dbs, filesDir);
    console.log(`seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s`);
    const memory = sampleMemory(
      Object.fromEntries(
        Object.entries(workers).map(([service, child]) => [`${service} worker`, child.pid!]),
      ),
    );
    const result = await backUp(api);
    memory.stop();
    console.log(`backup ready in ${fmt(result.ms / 1000, 1)} s; restoring…`);
    const zipPath = join(filesDir, 'archives', `${result.id}.zip`);
    const restoreResult = await restore(
      zipPath,
      Object.fromEntries(SERVICES.map((s) => [s, restored[s]!.url])),
      restoredFiles,
    );
    const { rows: parts } = await dbs.crm!.query<{ service: string; after: number }>(
      `SELECT p.service, extract(epoch FROM p.received_at - a.created_at)::float8 AS after
       FROM archive_parts p JOIN archives a ON a.id = p.archive_id WHERE a.id = $1
       ORDER BY p.received_at`,
      [result.id],
    );
    const mismatched = Object.entries(restoreResult.expected).filter(
      ([name, count]) => restoreResult.rows[name] !== count,
    );
    printTable(
      ['step', 'time s', 'peak RSS MB'],
      [
        ...Object.entries(memory.peaks).map(([name, mb]) => [`backup: ${name}`, '', fmt(mb, 0)]),
        ...parts.map((part) => [
          `backup: ${part.service}'s part in (after the POST)`,
          fmt(part.after, 1),
          '',
        ]),
        ['backup: POST → ready', fmt(result.ms / 1000, 1), ''],
        ['restore: verify every SHA-256', fmt(restoreResult.verifiedMs / 1000, 1), ''],
        [
          'restore: verify + load + files',
          fmt(restoreResult.totalMs / 1000, 1),
          fmt(restoreResult.peakMb, 0),
        ],
      ],
    );
    console.log(
      `\nZIP ${fmt((result.backup.bytes ?? 0) / 1024 / 1024, 0)} MB; counts ${JSON.stringify(result.backup.counts)}`,
    );
    console.log(
      `progress never stood still for more than ${fmt(result.longestStillMs / 1000, 1)} s while assembling; restored ${restoreResult.files} files, ${mismatched.length} tables with other counts than the manifest's`,
    );
    const peak = Math.max(...Object.values(memory.peaks), restoreResult.peakMb);
    verdict(
      peak <= RSS_LIMIT_MB && mismatched.length === 0,
      `peak RSS ${fmt(peak, 0)} MB (≤ ${RSS_LIMIT_MB}); backup ${fmt(result.ms / 1000, 1)} s, restore ${fmt(restoreResult.totalMs / 1000, 1)} s; ${mismatched.length} count mismatches`,
    );
  } finally {
    await Promise.all(processes.map((child) => stopChild(child)));
    await Promise.all(Object.values(dbs).map((db) => db.end()));
    for (const database of [...Object.values(databases), ...Object.values(restored)])
      await database.drop().catch(() => undefined);
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(restoredFiles, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'restore')
  void restoreRole().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
else
  void main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(0);
    },
  );
