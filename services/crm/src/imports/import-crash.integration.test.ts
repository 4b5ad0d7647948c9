import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { JOB_QUEUES } from '@wellness/contracts';
import { createRedis } from '@wellness/kit';
import { waitFor } from '@wellness/kit/src/testing';
import { announcedSnapshots } from '../../test/fixtures';
import { startImportWorker } from './worker';
import { clientsCsv, settled, startImportsCrm } from './test-support';

/**
 * A worker killed (SIGKILL) mid-import, and a fresh worker taking the job over: the import resumes
 * from its checkpoint and ends with every row written once: no client lost, none doubled, each
 * announced once (in its batch's `client.changed`).
 */
const ROWS = 1000;
let s: Awaited<ReturnType<typeof startImportsCrm>>;
let child: ChildProcess | undefined;

beforeAll(async () => {
  s = await startImportsCrm();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await s.close();
});

function startChildWorker(): Promise<ChildProcess> {
  // node itself (not the tsx CLI, which would run the worker in a grandchild that outlives a kill).
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'import-worker-child.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: s.crm.config.DATABASE_URL,
        REDIS_URL: s.crm.config.REDIS_URL,
        QUEUE_PREFIX: s.crm.config.QUEUE_PREFIX,
        FILES_DIR: s.filesDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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

it('resumes after its worker is killed, with no row lost and none doubled', async () => {
  const dying = await startChildWorker();
  const { body } = await s.upload(clientsCsv(ROWS), 'crash.csv');
  await request(s.crm.app).post(`/api/imports/${body.id}/start`).set(s.as.coach).send({});
  const partway = await waitFor(
    async () => {
      const row = await s.crm.db.import.findUnique({ where: { id: body.id } });
      return row && row.rowsDone >= 200 ? row : null;
    },
    { what: 'the first batches written', timeoutMs: 30_000 },
  );
  const exited = new Promise((resolve) => dying.once('exit', resolve));
  dying.kill('SIGKILL');
  await exited;
  child = undefined;
  const atKill = await s.crm.db.import.findUniqueOrThrow({ where: { id: body.id } });
  expect(atKill.status).toBe('running');
  expect(atKill.rowsDone).toBeGreaterThanOrEqual(partway.rowsDone);
  expect(atKill.rowsDone).toBeLessThan(ROWS);

  // The dead worker's job lock would expire after its lockDuration (30 s), and its last stalled
  // check's guard after its stalledInterval (30 s): expire both now.
  const redis = createRedis(s.crm.config.REDIS_URL, { name: 'import-crash-test' });
  const keyOf = (key: string) => `${s.crm.config.QUEUE_PREFIX}:${JOB_QUEUES.imports}:${key}`;
  await redis.del(keyOf(`${body.id}:lock`), keyOf('stalled-check'));
  redis.disconnect();
  const fresh = startImportWorker(s.jobDeps(), s.crm.config, { stalledInterval: 300 });
  try {
    const done = await settled(s.crm, body.id);
    expect(done).toMatchObject({
      status: 'done',
      rowsDone: ROWS,
      created: ROWS,
      skipped: 0,
      rejected: 0,
    });
  } finally {
    for (const close of fresh.closers) await close();
  }
  expect(await s.crm.db.client.count({ where: { source: 'import' } })).toBe(ROWS);
  expect(await s.crm.db.importRow.count({ where: { importId: body.id } })).toBe(ROWS);
  const changed = await announcedSnapshots(s.crm.db);
  expect(changed).toHaveLength(ROWS);
  expect(new Set(changed.map((p) => p.email)).size).toBe(ROWS);
}, 120_000);
