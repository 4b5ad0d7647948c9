import request from 'supertest';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { JOB_QUEUES } from '@wellness/contracts';
import { DomainError, toHttpError } from '@wellness/kit';
import { TEST_REDIS_URL, waitFor } from '@wellness/kit/src/testing';
import type { AuthDeps } from '../src/deps';
import { PASSWORD_MESSAGES, requestPasswordReset } from '../src/password/handlers';
import { createApprovedUser, resetLinkOf, startAuth } from './harness';
import type { AuthHarness } from './harness';

/**
 * Forgot-password takes the same time either way: the request path only queues a job, the same
 * job for a known and an unknown email; the worker looks the account up and emails the link.
 */
let auth: AuthHarness;
let connection: IORedis;
let queue: Queue;
beforeAll(async () => {
  auth = await startAuth();
  connection = new IORedis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  queue = new Queue(JOB_QUEUES.passwordResetRequest, {
    connection,
    prefix: auth.config.QUEUE_PREFIX,
  });
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
  await auth.close();
});

/**
 * `deps` whose every method call, at any depth (db.user.findUnique, limiter.hit,
 * jobs.get().add, …), is written to `calls`, with the email replaced by a placeholder.
 */
function recorded<T extends object>(target: T, path: string, calls: string[], email: string): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key);
      if (typeof key === 'symbol') return value;
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          calls.push(`${path}.${key}(${JSON.stringify(args).replaceAll(email, '<email>')})`);
          const result = value.apply(object, args);
          return result && typeof result === 'object' && !(result instanceof Promise)
            ? recorded(result, `${path}.${key}()`, calls, email)
            : result;
        };
      }
      return value && typeof value === 'object'
        ? recorded(value, `${path}.${key}`, calls, email)
        : value;
    },
  });
}

async function callsOfRequest(email: string): Promise<string[]> {
  const calls: string[] = [];
  const deps = recorded<AuthDeps>(auth.deps, 'deps', calls, email);
  const visitor = { ip: '10.3.3.3', correlationId: 'same-correlation' };
  expect(await requestPasswordReset(deps, visitor, { email })).toEqual({
    message: PASSWORD_MESSAGES.resetRequested,
  });
  return calls;
}

it('does the same work on the request path for a known and an unknown email, and none that looks the account up', async () => {
  await createApprovedUser(auth.db, 'known@example.com', 'old-password');
  const known = await callsOfRequest('known@example.com');
  const unknown = await callsOfRequest('unknown@example.com');
  expect(known).toEqual(unknown);
  expect(known).toEqual([
    `deps.jobs.get(${JSON.stringify([JOB_QUEUES.passwordResetRequest])})`,
    `deps.jobs.get().add(${JSON.stringify(['reset-request', { email: '<email>', correlationId: 'same-correlation' }])})`,
  ]);
  expect(known.some((call) => call.startsWith('deps.db') || call.startsWith('deps.limiter'))).toBe(
    false,
  );
});

it('queues a job for every request; the worker emails the link for a known account only', async () => {
  const user = await createApprovedUser(auth.db, 'arrives@example.com', 'old-password');
  const answers = await Promise.all(
    ['Arrives@example.com', 'nobody-here@example.com'].map((email) =>
      request(auth.app).post('/api/auth/forgot-password').send({ email }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(answers[0].body).toEqual(answers[1].body);

  const link = await resetLinkOf(auth.db, user.id);
  expect(link.pathname).toBe('/reset-password');
  const outcomes = await waitFor(
    async () => {
      const done = (await queue.getJobs(['completed']))
        .filter((job) => /arrives|nobody-here/.test(job.data.email))
        .map((job) => [job.data.email, job.returnvalue])
        .sort();
      return done.length === 2 ? done : null;
    },
    { what: 'both jobs to finish' },
  );
  expect(outcomes).toEqual([
    ['arrives@example.com', 'sent'],
    ['nobody-here@example.com', 'no-account'],
  ]);
  const emailed = await auth.db.outboxEvent.findMany({
    where: { type: 'user.password_reset_requested' },
  });
  expect(
    emailed.filter((e) => JSON.stringify(e.envelope).includes('nobody-here@example.com')),
  ).toEqual([]);
}, 30000);

it('refuses the same way for a known and an unknown email while Redis is unreachable', async () => {
  await createApprovedUser(auth.db, 'known-too@example.com', 'old-password');
  // What BullMQ does while Redis is away: the add waits for a connection that does not come.
  const unreachable = { get: () => ({ add: () => new Promise<never>(() => {}) }) };
  const deps = { ...auth.deps, jobs: unreachable as unknown as AuthDeps['jobs'] };
  const visitor = { ip: '10.3.3.4', correlationId: 'redis-down' };
  const errors = await Promise.all(
    ['known-too@example.com', 'unknown-too@example.com'].map((email) =>
      requestPasswordReset(deps, visitor, { email }).catch((error: DomainError) => error),
    ),
  );
  for (const error of errors) {
    expect(error).toBeInstanceOf(DomainError);
    expect(toHttpError(error)).toEqual({
      status: 503,
      body: { error: PASSWORD_MESSAGES.unavailable, code: 'UNAVAILABLE' },
    });
  }
});
