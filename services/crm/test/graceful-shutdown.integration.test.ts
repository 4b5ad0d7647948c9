import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { eventQueueName } from '@wellness/contracts';
import { createEnvelope, createRedis, defaultJobOptions } from '@wellness/kit';
import {
  ServiceProcess,
  TEST_REDIS_URL,
  asUser,
  createTestDatabase,
  freePort,
  testServiceEnv,
  waitFor,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';

/**
 * Issue 20 §3.5: SIGTERM to crm's API and worker processes while each is in the middle of work.
 * A lock the test holds on `approvals` keeps a coach's GET /api/approvals and the consumer's
 * `user.registered` job waiting inside their transactions; the signal arrives, the test lets go,
 * and both finish: the request gets its whole answer, the job completes, each process exits 0.
 */
const SRC = join(__dirname, '../src');
const EXITED_CLEANLY = { code: 0, signal: null };
let database: TestDatabase;
let filesDir: string;
const processes: ServiceProcess[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  database = await createTestDatabase('crm');
  filesDir = mkdtempSync(join(tmpdir(), 'crm-shutdown-'));
});
afterAll(async () => {
  await Promise.all(processes.map((child) => child.stop()));
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await database.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

function start(file: string, env: Record<string, string>): ServiceProcess {
  const child = ServiceProcess.start(join(SRC, file), {
    ...testServiceEnv('crm', database.url, { LOG_LEVEL: 'info', FILES_DIR: filesDir, ...env }),
  });
  processes.push(child);
  return child;
}

async function connected(): Promise<Client> {
  const client = new Client({ connectionString: database.url });
  clients.push(client);
  await client.connect();
  return client;
}

/**
 * How many statements wait for the test's lock on `approvals`: the request's reads (nothing
 * written in their transaction), or the job's (it has written its processed mark before it waits).
 */
async function waitingOnApprovals(admin: Client, kind: 'reads' | 'job'): Promise<number> {
  const { rows } = await admin.query<{ count: string }>(
    `SELECT count(*) FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'
       AND query ILIKE '%approvals%' AND (backend_xid IS NOT NULL) = $1`,
    [kind === 'job'],
  );
  return Number(rows[0].count);
}

/** The coach's GET /api/approvals over `agent` (the gateway keeps its upstream connections alive). */
function listApprovals(port: number, agent: Agent | false) {
  return new Promise<{ status: number; body: { items: unknown[] } }>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/approvals',
        agent,
        headers: asUser(randomUUID(), 'coach'),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

async function startApi() {
  const port = await freePort();
  const api = start('main.ts', { PORT: String(port), QUEUE_PREFIX: `shutdown-${randomUUID()}` });
  await api.sawLog(/"msg":"crm listening"/, 'the API to listen');
  return { api, port };
}

/** A lock on `approvals` the test holds until `release()`. */
async function holdApprovals() {
  const locker = await connected();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE approvals IN ACCESS EXCLUSIVE MODE');
  return { release: () => locker.query('COMMIT') };
}

it('finishes the in-flight request and job on SIGTERM, then exits 0', async () => {
  const prefix = `shutdown-${randomUUID().slice(0, 8)}`;
  const { api, port } = await startApi();
  const worker = start('worker.ts', { QUEUE_PREFIX: prefix });
  await worker.sawLog(/"msg":"crm worker started"/, 'the worker to start');
  const admin = await connected();
  const connection = createRedis(TEST_REDIS_URL, { name: 'shutdown-test' });
  const inbox = new Queue(eventQueueName('crm'), { connection, prefix, defaultJobOptions });
  try {
    const lock = await holdApprovals();
    const answer = listApprovals(port, false);
    await waitFor(async () => (await waitingOnApprovals(admin, 'reads')) > 0, {
      what: 'the request to wait on the lock',
    });
    const event = createEnvelope(
      'user.registered',
      {
        userId: randomUUID(),
        email: 'mid-shutdown@example.com',
        firstName: 'Terry',
        lastName: 'Minate',
        role: 'client',
      },
      { correlationId: 'shutdown-test', actor: null },
    );
    await inbox.add(event.type, event, { jobId: event.id });
    await waitFor(async () => (await waitingOnApprovals(admin, 'job')) > 0, {
      timeoutMs: 15_000,
      what: 'the job to wait on the lock',
    });
    expect(await inbox.getJobState(event.id)).toBe('active');

    api.signal('SIGTERM');
    worker.signal('SIGTERM');
    await Promise.all([
      api.sawLog(/"msg":"shutting down"/, 'the API to start shutting down'),
      worker.sawLog(/"msg":"shutting down"/, 'the worker to start shutting down'),
    ]);
    // Stopped accepting, still finishing.
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    expect([api.running, worker.running]).toEqual([true, true]);
    expect(await inbox.getJobState(event.id)).toBe('active');

    await lock.release();
    const answered = await answer;
    expect(answered.status).toBe(200);
    // Both wait on the same lock, so the job's row may commit before the read takes its snapshot:
    // the whole answer is either the empty list or that one row, never a half.
    const emails = answered.body.items.map((item) => (item as { email: string }).email);
    expect([[], ['mid-shutdown@example.com']]).toContainEqual(emails);
    // The worker closes its consumer only once the active job has finished.
    expect(await worker.exited).toEqual(EXITED_CLEANLY);
    expect(await inbox.getJob(event.id)).toMatchObject({
      finishedOn: expect.any(Number),
      returnvalue: 'processed',
      attemptsMade: 1,
    });
    const { rows } = await admin.query(`SELECT email FROM approvals WHERE user_id = $1`, [
      event.payload.userId,
    ]);
    expect(rows).toEqual([{ email: 'mid-shutdown@example.com' }]);
    expect(await api.exited).toEqual(EXITED_CLEANLY);
  } finally {
    await inbox.obliterate({ force: true }).catch(() => undefined);
    await inbox.close();
    connection.disconnect();
  }
}, 120_000);

/**
 * `server.close()` waits for every connection to end. A kept-alive connection (the gateway keeps its
 * upstream connections alive) that was busy at the signal goes idle only after its answer: the
 * shutdown must close it then, not wait out the deadline with the database and Redis still open.
 */
it('exits 0 soon after answering an in-flight request on a kept-alive connection', async () => {
  const { api, port } = await startApi();
  const admin = await connected();
  const agent = new Agent({ keepAlive: true });
  try {
    const lock = await holdApprovals();
    const answer = listApprovals(port, agent);
    await waitFor(async () => (await waitingOnApprovals(admin, 'reads')) > 0, {
      what: 'the request to wait on the lock',
    });
    api.signal('SIGTERM');
    await api.sawLog(/"msg":"shutting down"/, 'the API to start shutting down');
    await lock.release();
    expect((await answer).status).toBe(200);
    const answeredAt = Date.now();
    expect(await api.exited).toEqual(EXITED_CLEANLY);
    expect(Date.now() - answeredAt).toBeLessThan(5000);
  } finally {
    agent.destroy();
  }
}, 60_000);
