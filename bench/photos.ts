/**
 * Progress photo uploads (issue 14), on the real checkin process (`node --import tsx …/main.ts`)
 * with its own database and a disk file store:
 * - one 12-megapixel JPEG: upload plus processing, measured until the variants are stored (the
 *   201), ≤ 1.3 × the time sharp alone takes to make the same variants, in the same run;
 * - ten such uploads at once: the service's peak RSS ≤ 500 MB, and `GET /health` on the same
 *   service keeps p99 ≤ 50 ms meanwhile.
 *
 *   npx tsx bench/photos.ts
 *
 * Environment: BENCH_ROUNDS (5 single uploads and 5 sharp runs, medians compared), BENCH_PARALLEL
 * (10).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { HEALTH_CONSENT } from '@wellness/contracts';
import { processPhoto } from '@wellness/kit/src/images';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  asUser,
  createTestDatabase,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import {
  freePort,
  killChildrenOnExit,
  startChild,
  stopChild,
  waitForHttp,
} from './support/processes';
import { fmt, percentile, printTable, verdict } from './support/report';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 10);
const median = (values: number[]) => percentile(values, 50);

/** A 4000 × 3000 photo with grain (so JPEG cannot make it trivially small), as a phone takes. */
async function twelveMegapixels(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#b08a7a',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .blur(0.6)
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * Asks a URL every 20 ms from a process of its own, until stopped; answers each request's time.
 * Measured from this process, the times would include its own work of sending the uploads.
 */
function healthProbe(url: string): { stop(): Promise<number[]> } {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const times = []; let on = true;
       process.on('SIGTERM', () => { on = false; });
       (async () => {
         while (on) {
           const t = performance.now();
           await (await fetch(${JSON.stringify(url)})).arrayBuffer();
           times.push(performance.now() - t);
           await new Promise((r) => setTimeout(r, 20));
         }
         process.stdout.write(JSON.stringify(times));
       })();`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(JSON.parse(out || '[]') as number[]));
        child.kill('SIGTERM');
      }),
  };
}

/** The peak resident memory of a process so far (Linux VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

async function main() {
  killChildrenOnExit();
  const photo = await twelveMegapixels();
  console.log(`Progress photos (issue 14): a ${fmt(photo.length / 1e6)} MB, 12-megapixel JPEG`);

  const database = await createTestDatabase('checkin');
  const clientId = randomUUID();
  const userId = randomUUID();
  const pg = new Client({ connectionString: database.url });
  await pg.connect();
  await pg.query(
    `INSERT INTO clients (client_id, user_id, first_name, last_name, email, status, changed_at)
     VALUES ($1, $2, 'Bench', 'Client', 'bench@example.test', 'active', now())`,
    [clientId, userId],
  );
  await pg.query(
    `INSERT INTO onboarding (client_id, consent_version, consent_given_at) VALUES ($1, $2, now())`,
    [clientId, HEALTH_CONSENT.version],
  );
  await pg.end();

  const filesDir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const service = startChild('services/checkin/src/main.ts', {
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: testQueuePrefix('bench-photos'),
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      FILES_DIR: filesDir,
      // As deployed (infra/src/env.ts, the Dockerfiles): few malloc arenas for libvips' threads.
      MALLOC_ARENA_MAX: '2',
    },
  });
  const headers = asUser(userId, 'client');
  const upload = async (day: number) => {
    const form = new FormData();
    form.set('pose', 'front');
    form.set('takenOn', `2026-01-${String((day % 28) + 1).padStart(2, '0')}`);
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
    const started = performance.now();
    const res = await fetch(`${base}/api/photos`, { method: 'POST', headers, body: form });
    const body = await res.text();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${body}`);
    return performance.now() - started;
  };

  try {
    await waitForHttp(`${base}/health`, service, { status: 200, timeoutMs: 60_000 });
    const rssIdle = peakRssMb(service.pid!);
    // Warm both paths once (sharp's first run loads its codecs).
    await processPhoto(photo);
    await upload(0);

    const sharpTimes: number[] = [];
    const uploadTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await processPhoto(photo);
      sharpTimes.push(performance.now() - started);
      uploadTimes.push(await upload(round + 1));
    }

    // Ten at once, while another process asks /health every 20 ms (this one is busy sending).
    const rssBefore = peakRssMb(service.pid!);
    const probe = healthProbe(`${base}/health`);
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(100 + i)));
    const burstMs = performance.now() - burstStarted;
    const healthTimes = await probe.stop();
    const rss = peakRssMb(service.pid!);

    printTable(
      ['measure', 'median ms', 'min ms', 'max ms'],
      [
        [
          'sharp alone (3 variants)',
          fmt(median(sharpTimes)),
          fmt(Math.min(...sharpTimes)),
          fmt(Math.max(...sharpTimes)),
        ],
        [
          'upload → stored (201)',
          fmt(median(uploadTimes)),
          fmt(Math.min(...uploadTimes)),
          fmt(Math.max(...uploadTimes)),
        ],
      ],
    );
    const ratio = median(uploadTimes) / median(sharpTimes);
    const healthP99 = percentile(healthTimes, 99);
    console.log(
      `\n${PARALLEL} uploads at once: ${fmt(burstMs)} ms in all; /health asked ${healthTimes.length} times, p50 ${fmt(percentile(healthTimes, 50))} ms, p99 ${fmt(healthP99)} ms; peak RSS ${fmt(rss)} MB (${fmt(rssIdle)} MB idle, ${fmt(rssBefore)} MB after single uploads)\n`,
    );
    verdict(ratio <= 1.3, `upload ${fmt(ratio, 2)} × sharp alone (target ≤ 1.3)`);
    verdict(
      rss <= 500,
      `peak RSS ${fmt(rss)} MB with ${PARALLEL} uploads at once (target ≤ 500 MB)`,
    );
    verdict(healthP99 <= 50, `GET /health p99 ${fmt(healthP99)} ms meanwhile (target ≤ 50 ms)`);
  } finally {
    await stopChild(service);
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
