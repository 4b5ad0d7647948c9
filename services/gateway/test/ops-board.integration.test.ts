import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue, Worker } from 'bullmq';
import request from 'supertest';
import { JOB_QUEUES, SERVICES, eventQueueName } from '@wellness/contracts';
import { createLogger, createRedis } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import { TEST_REDIS_URL, testQueuePrefix, waitFor } from '@wellness/kit/src/testing';
import { createOps, opsBoardInline } from '../src/ops-board';
import type { Ops } from '../src/ops-board';
import { createGateway } from '../src/server';
import { inlineHashes, styleAttributeHashes } from '../src/security-headers';
import { cookieHeader, createApprovedUser, startAuth } from '../../auth/test/harness';
import type { AuthHarness } from '../../auth/test/harness';
import { staticRoot, shellDocument, testConfig } from './fixtures';

/**
 * Issue 18, "Ops: every queue in one board": Bull Board at /ops/queues through the real gateway in
 * front of the real auth service, on real Redis under a queue prefix of this file's own.
 */

const APP_ORIGIN = 'http://localhost:8080';
/** Every queue the contracts name, worked out here independently of the gateway's code. */
const CONTRACT_QUEUES = [...SERVICES.map(eventQueueName), ...Object.values(JOB_QUEUES)].sort();

let auth: AuthHarness;
let authServer: Server;
let siteRoot: string;
let connection: Redis;
const opened: Ops[] = [];
const queues: Queue[] = [];
const workers: Worker[] = [];
const connections: Redis[] = [];

/** A connection of a test worker's own (BullMQ leaves a passed connection open: closed in afterAll). */
function workerConnection(): Redis {
  const redis = createRedis(TEST_REDIS_URL, { name: 'ops-board-worker' });
  connections.push(redis);
  return redis;
}

function gateway(env: Record<string, string>): Server {
  const config = testConfig({
    PORT: '0',
    AUTH_URL: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`,
    STATIC_ROOT: siteRoot,
    APP_URL: APP_ORIGIN,
    ...env,
  });
  const ops = createOps(config);
  opened.push(ops);
  return createGateway(config, createLogger('gateway', 'silent'), { ops });
}

function queue(name: string, prefix: string): Queue {
  const q = new Queue(name, { connection, prefix });
  queues.push(q);
  return q;
}

async function signIn(server: Server, email: string): Promise<string> {
  const login = await request(server)
    .post('/api/auth/login')
    .set('origin', APP_ORIGIN)
    .send({ email, password: 'ops-board-pass' })
    .expect(200);
  return cookieHeader(login);
}

let prefix: string;
let board: Server;
const cookies: Record<'coach' | 'client' | 'nutritionist', string> = {
  coach: '',
  client: '',
  nutritionist: '',
};

beforeAll(async () => {
  auth = await startAuth();
  authServer = auth.app.listen(0);
  siteRoot = staticRoot(shellDocument('/main.0123abcd4567.js'));
  connection = createRedis(TEST_REDIS_URL, { name: 'ops-board-test' });
  prefix = testQueuePrefix('ops');
  board = gateway({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix });
  for (const role of ['coach', 'client', 'nutritionist'] as const) {
    await createApprovedUser(auth.db, `${role}@ops.test`, 'ops-board-pass', role);
    cookies[role] = await signIn(board, `${role}@ops.test`);
  }
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.close()));
  await Promise.all(queues.map((q) => q.obliterate({ force: true }).catch(() => undefined)));
  await Promise.all(queues.map((q) => q.close()));
  for (const ops of opened) await ops.close();
  await Promise.all([connection, ...connections].map((redis) => redis.quit()));
  authServer.close();
  await auth.close();
});

describe('/ops/queues access', () => {
  it.each([
    ['the page', '/ops/queues'],
    ['a page of one queue', '/ops/queues/queue/events-crm'],
    ["the board's API", '/ops/queues/api/queues'],
  ])(
    'refuses %s to anyone but the coach: 401 signed out, 403 client and nutritionist',
    async (_what, path) => {
      const anonymous = await request(board).get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      for (const role of ['client', 'nutritionist'] as const) {
        const refused = await request(board).get(path).set('cookie', cookies[role]);
        expect([role, refused.status, refused.body.code]).toEqual([role, 403, 'FORBIDDEN']);
        expect(JSON.stringify(refused.body)).not.toContain('events-');
      }
      const coach = await request(board).get(path).set('cookie', cookies.coach);
      expect(coach.status).toBe(200);
    },
  );

  it('answers a browser opening the board signed out with a 401 page linking to sign-in, and a revoked session likewise', async () => {
    const page = await request(board).get('/ops/queues').set('accept', 'text/html,*/*');
    expect(page.status).toBe(401);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('href="/auth"');

    const revoked = await signIn(board, 'coach@ops.test');
    await request(board)
      .post('/api/auth/logout')
      .set('origin', APP_ORIGIN)
      .set('cookie', revoked)
      .expect(200);
    expect((await request(board).get('/ops/queues').set('cookie', revoked)).status).toBe(401);
  });

  it("serves the coach Bull Board's page and its scripts", async () => {
    const page = await request(board)
      .get('/ops/queues')
      .set('cookie', cookies.coach)
      .set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<base href="/ops/queues/"');
    expect(page.text).toContain('id="__UI_CONFIG__"');
    const script = /<script defer src="([^"]+)"/.exec(page.text)?.[1];
    expect(script).toMatch(/^static\/js\//);
    const asset = await request(board).get(`/ops/queues/${script}`).set('cookie', cookies.coach);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await request(board).get(`/ops/queues/${script}`)).status).toBe(401);
  });

  it("gives the board exactly its page's inline code in its own CSP, and nothing else that policy", async () => {
    const page = await request(board).get('/ops/queues').set('cookie', cookies.coach);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    const inline = inlineHashes(page.text);
    expect(inline.scripts).toEqual([]);
    for (const hash of [...inline.styles, ...styleAttributeHashes(page.text)])
      expect(csp).toContain(hash);
    expect(csp).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);
    // The styles its scripts render (an SVG logo's colours), and nothing third-party.
    for (const hash of opsBoardInline().styles) expect(csp).toContain(hash);
    expect(opsBoardInline().styles.length).toBeGreaterThan(inline.styles.length);
    expect(csp).not.toMatch(/https?:/);
    expect(page.text).not.toContain('fonts.googleapis.com');
    expect(page.text).toContain('rel="stylesheet"');

    // Every other answer keeps the site's policy, without the board's allowances.
    for (const path of ['/', '/api/health', '/coach-dashboard']) {
      const other = (await request(board).get(path)).headers['content-security-policy'] as string;
      expect([path, other]).not.toEqual([path, csp]);
      expect(other).not.toContain('unsafe-hashes');
      expect(other).not.toContain("'unsafe-inline'");
    }
  });
});

describe('/ops/queues shows and retries every queue', () => {
  it("lists every queue the contracts name in the board's API", async () => {
    const answer = await request(board).get('/ops/queues/api/queues').set('cookie', cookies.coach);
    expect(answer.status).toBe(200);
    const names = (answer.body.queues as Array<{ name: string; readOnlyMode: boolean }>)
      .map((q) => q.name)
      .sort();
    expect(names).toEqual(CONTRACT_QUEUES);
    expect(answer.body.queues.every((q: { readOnlyMode: boolean }) => !q.readOnlyMode)).toBe(true);
  });

  it('retries a failed job from the board and it runs again; changes need the app origin', async () => {
    const name = JOB_QUEUES.emailSend;
    const jobs = queue(name, prefix);
    let runs = 0;
    const worker = new Worker(
      name,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('SMTP said no');
        return 'sent';
      },
      { connection: workerConnection(), prefix },
    );
    workers.push(worker);
    const job = await jobs.add('send', { emailId: 'e-1' }, { jobId: 'email-e-1', attempts: 1 });
    await waitFor(async () => (await jobs.getJobState(job.id!)) === 'failed', {
      what: 'the job to fail',
    });
    const listed = await request(board)
      .get(`/ops/queues/api/queues?activeQueue=${name}&status=failed`)
      .set('cookie', cookies.coach);
    const shown = listed.body.queues.find((q: { name: string }) => q.name === name);
    expect(shown.counts.failed).toBe(1);
    expect(shown.jobs.map((j: { id: string }) => j.id)).toEqual(['email-e-1']);

    const retry = `/ops/queues/api/queues/${name}/email-e-1/retry`;
    // Refused: another site, no Origin or Sec-Fetch-Site at all, and a client.
    const forged = await request(board)
      .put(retry)
      .set('cookie', cookies.coach)
      .set('origin', 'https://evil.example');
    expect(forged.status).toBe(403);
    expect((await request(board).put(retry).set('cookie', cookies.coach)).status).toBe(403);
    const crossSite = await request(board)
      .put(retry)
      .set('cookie', cookies.coach)
      .set('sec-fetch-site', 'cross-site');
    expect(crossSite.status).toBe(403);
    const client = await request(board)
      .put(retry)
      .set('cookie', cookies.client)
      .set('origin', APP_ORIGIN);
    expect(client.status).toBe(403);
    expect(await jobs.getJobState('email-e-1')).toBe('failed');

    // As the board's own fetch sends it: same origin.
    const retried = await request(board)
      .put(retry)
      .set('cookie', cookies.coach)
      .set('origin', APP_ORIGIN)
      .set('sec-fetch-site', 'same-origin');
    expect(retried.status).toBe(204);
    await waitFor(async () => (await jobs.getJobState('email-e-1')) === 'completed', {
      what: 'the retried job to complete',
    });
    expect(runs).toBe(2);
    expect((await jobs.getJob('email-e-1'))?.returnvalue).toBe('sent');
  });
});

describe("a service's /metrics", () => {
  it('has the job counts of the queues it produces or consumes (auth, as the kit builds it)', async () => {
    const metrics = (await request(auth.app).get('/metrics').expect(200)).text;
    for (const queue of [eventQueueName('auth'), JOB_QUEUES.passwordResetRequest])
      for (const state of ['waiting', 'active', 'delayed', 'failed'])
        expect(metrics).toMatch(
          new RegExp(
            `^bullmq_queue_jobs\\{queue="${queue}",state="${state}",service="auth"\\} \\d+$`,
            'm',
          ),
        );
    expect(metrics).not.toContain(`queue="${eventQueueName('crm')}"`);
    expect(metrics).toMatch(/^bullmq_queue_counts_up\{service="auth"\} 1$/m);
  });
});

describe('/api/health queue counts', () => {
  it("reports each queue's waiting, active, delayed and failed jobs", async () => {
    const ownPrefix = testQueuePrefix('ops-health');
    const inbox = queue(eventQueueName('crm'), ownPrefix);
    await inbox.add('lead.created', {}, { jobId: 'a' });
    await inbox.add('lead.created', {}, { jobId: 'b', priority: 3 });
    await inbox.add('lead.created', {}, { jobId: 'c', delay: 60_000 });
    const failing = queue(JOB_QUEUES.paymentDunning, ownPrefix);
    const worker = new Worker<unknown, string>(
      JOB_QUEUES.paymentDunning,
      async () => {
        throw new Error('no');
      },
      { connection: workerConnection(), prefix: ownPrefix },
    );
    workers.push(worker);
    await failing.add('remind', {}, { jobId: 'd', attempts: 1 });
    await waitFor(async () => (await failing.getJobState('d')) === 'failed', {
      what: 'the job to fail',
    });
    await worker.close();

    const health = await request(gateway({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: ownPrefix }))
      .get('/api/health')
      .expect(503); // the other services are not running: readiness unchanged by the queues
    expect(Object.keys(health.body.queues).sort()).toEqual(CONTRACT_QUEUES);
    expect(health.body.queues[eventQueueName('crm')]).toEqual({
      waiting: 2,
      active: 0,
      delayed: 1,
      failed: 0,
    });
    expect(health.body.queues[JOB_QUEUES.paymentDunning]).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      failed: 1,
    });
    expect(health.body.queues[JOB_QUEUES.emailSend]).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      failed: 0,
    });
    expect(health.body.queuesError).toBeUndefined();
  });

  it('answers quickly with the queues unavailable when Redis is away, and the board says so', async () => {
    const away = gateway({ REDIS_URL: 'redis://127.0.0.1:1', QUEUE_PREFIX: 'ops-away' });
    const started = Date.now();
    const health = await request(away).get('/api/health');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(health.body.services.auth.ready).toBe(true);
    expect(Object.keys(health.body.queues).sort()).toEqual(CONTRACT_QUEUES);
    expect(new Set(Object.values(health.body.queues))).toEqual(new Set(['unavailable']));
    expect(typeof health.body.queuesError).toBe('string');

    const noRedis = gateway({});
    const without = await request(noRedis).get('/api/health');
    expect(without.body.queuesError).toMatch(/REDIS_URL/);
    const coach = await signIn(noRedis, 'coach@ops.test');
    expect((await request(noRedis).get('/ops/queues').set('cookie', coach)).status).toBe(503);
  });
});
