import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { eventQueueName } from '@wellness/contracts';
import type { EventEnvelope } from '@wellness/contracts';
import {
  OutboxRelay,
  createLogger,
  createRedis,
  mergeEventHandlers,
  startEventConsumer,
} from '@wellness/kit';
import type { EventHandlers } from '@wellness/kit';
import { Queue } from 'bullmq';
import { TEST_REDIS_URL, testQueuePrefix, waitFor } from '@wellness/kit/src/testing';
import { cookieHeader, createApprovedUser, startAuth } from '../services/auth/test/harness';
import { createOps } from '../services/gateway/src/ops-board';
import { createGateway } from '../services/gateway/src/server';
import { shellDocument, staticRoot, testConfig } from '../services/gateway/test/fixtures';
import { crmEventHandlers, startCrm } from './support/crm';
import type { CrmDb } from './support/crm';
import type { Tx } from '../services/crm/src/db';

/**
 * Issue 20 §3.4: crm's handler throws for one registration (a bug in its code, not a malformed
 * message). The others flow on past it; the poisoned one retries, then is kept as failed and shown
 * in the coach's queue board; once the bug is fixed, the board's retry processes it, once.
 */
const APP_ORIGIN = 'http://localhost:8080';
const POISONED = 'poisoned@example.com';
const QUEUE = eventQueueName('crm');
const log = createLogger('poisoned-flow', 'silent');

/** The registration handler, with a bug for one address until `fixed`. */
let fixed = false;
const attemptsOnPoisoned: string[] = [];
const buggy: EventHandlers<Tx> = {
  'user.registered': async (event: EventEnvelope<'user.registered'>) => {
    if (event.payload.email !== POISONED) return;
    attemptsOnPoisoned.push(fixed ? 'fixed' : 'buggy');
    if (!fixed) throw new TypeError("Cannot read properties of undefined (reading 'trim')");
  },
};

const registration = (email: string) => ({
  email,
  password: 'secret-pass',
  firstName: 'Polly',
  lastName: 'Sonne',
});
const approvalsOf = (crm: CrmDb, email: string) => crm.approval.count({ where: { email } });

it('keeps a poisoned event failed and visible while the others flow, and processes it once after the redrive', async () => {
  const [auth, crm] = await Promise.all([startAuth(), startCrm()]);
  const authServer = auth.app.listen(0);
  const prefix = testQueuePrefix('poisoned');
  const relayRedis = createRedis(TEST_REDIS_URL, { failFast: true });
  const relay = new OutboxRelay({
    databaseUrl: auth.database.url,
    redis: relayRedis,
    prefix,
    logger: log,
    pollIntervalMs: 200,
  });
  const consumerRedis = createRedis(TEST_REDIS_URL);
  const consumer = startEventConsumer({
    service: 'crm',
    connection: consumerRedis,
    prefix,
    logger: log,
    db: crm.db,
    // The bug runs first, in the same transaction as the real handler: a throw leaves nothing.
    handlers: mergeEventHandlers(buggy, crmEventHandlers),
  });
  const config = testConfig({
    PORT: '0',
    AUTH_URL: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`,
    STATIC_ROOT: staticRoot(shellDocument('/main.0123abcd4567.js')),
    APP_URL: APP_ORIGIN,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: prefix,
  });
  const ops = createOps(config);
  const board: Server = createGateway(config, createLogger('gateway', 'silent'), { ops });
  const queueRedis = createRedis(TEST_REDIS_URL);
  const inbox = new Queue(QUEUE, { connection: queueRedis, prefix });
  await relay.start();
  try {
    const emails = ['first@example.com', 'second@example.com', POISONED, 'fourth@example.com'];
    for (const email of emails)
      await request(auth.app).post('/api/auth/register').send(registration(email)).expect(201);
    const poisoned = (
      await auth.db.outboxEvent.findMany({ where: { type: 'user.registered' } })
    ).find((row) => (row.envelope as EventEnvelope<'user.registered'>).payload.email === POISONED)!;
    // A fifth, registered after the poisoned one failed its first attempt, flows too.
    await waitFor(async () => attemptsOnPoisoned.length > 0, { what: 'the first failure' });
    await request(auth.app)
      .post('/api/auth/register')
      .send(registration('fifth@example.com'))
      .expect(201);
    const healthy = [...emails.filter((email) => email !== POISONED), 'fifth@example.com'];
    await waitFor(
      async () =>
        (await crm.db.approval.count({ where: { email: { in: healthy } } })) === healthy.length,
      { what: 'every other registration to reach crm' },
    );

    // Its retries back off exponentially (about 31 s in all); the test skips each wait.
    const failed = await waitFor(
      async () => {
        const state = await inbox.getJobState(poisoned.id);
        if (state === 'delayed') await (await inbox.getJob(poisoned.id))?.promote();
        return state === 'failed' ? inbox.getJob(poisoned.id) : null;
      },
      { timeoutMs: 20_000, what: 'the poisoned event to fail for good' },
    );
    expect(failed?.attemptsMade).toBe(6);
    expect(attemptsOnPoisoned).toEqual(Array(6).fill('buggy'));
    expect(await approvalsOf(crm.db, POISONED)).toBe(0);

    const coach = 'coach@poisoned.test';
    await createApprovedUser(auth.db, coach, 'ops-board-pass', 'coach');
    const login = await request(board)
      .post('/api/auth/login')
      .set('origin', APP_ORIGIN)
      .send({ email: coach, password: 'ops-board-pass' })
      .expect(200);
    const cookie = cookieHeader(login);
    const listed = await request(board)
      .get(`/ops/queues/api/queues?activeQueue=${QUEUE}&status=failed`)
      .set('cookie', cookie)
      .expect(200);
    const shown = listed.body.queues.find((q: { name: string }) => q.name === QUEUE);
    expect(shown.counts.failed).toBe(1);
    expect(shown.jobs).toHaveLength(1);
    expect(shown.jobs[0]).toMatchObject({ id: poisoned.id, name: 'user.registered' });
    expect(JSON.stringify(shown.jobs[0].failedReason)).toMatch(/reading 'trim'/);

    fixed = true;
    await request(board)
      .put(`/ops/queues/api/queues/${QUEUE}/${poisoned.id}/retry`)
      .set('cookie', cookie)
      .set('origin', APP_ORIGIN)
      .set('sec-fetch-site', 'same-origin')
      .expect(204);
    await waitFor(async () => (await inbox.getJobState(poisoned.id)) === 'completed', {
      what: 'the redriven event to be processed',
    });
    expect((await inbox.getJob(poisoned.id))?.returnvalue).toBe('processed');
    expect(attemptsOnPoisoned).toEqual([...Array(6).fill('buggy'), 'fixed']);
    for (const email of [...healthy, POISONED])
      expect([email, await approvalsOf(crm.db, email)]).toEqual([email, 1]);
    expect(await crm.db.processedEvent.count()).toBe(healthy.length + 1);
    expect(await inbox.getFailedCount()).toBe(0);
  } finally {
    await consumer.close();
    consumerRedis.disconnect();
    await relay.stop();
    relayRedis.disconnect();
    await inbox.obliterate({ force: true }).catch(() => undefined);
    await inbox.close();
    queueRedis.disconnect();
    await ops.close();
    board.close();
    authServer.close();
    await Promise.all([auth.close(), crm.close()]);
  }
}, 60_000);
