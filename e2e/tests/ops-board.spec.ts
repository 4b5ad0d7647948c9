import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Queue } from 'bullmq';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { signInByApi } from '../global/accounts';
import { APP_ORIGIN, DEMO } from '../global/env';
import { signInAsCoach } from './coach-support';

// The ops board (issue 18): Bull Board at /ops/queues through the gateway, the coach only. A
// poisoned message, which crm's event consumer rejects for good (UnrecoverableError) and keeps as
// failed, is put in crm's real event inbox; the coach retries it from the board and crm's consumer
// takes it again (and, the message being still malformed, fails it again, once).

const QUEUE = 'events-crm';
const PREFIX = process.env.QUEUE_PREFIX ?? 'wellness';

function redisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: run the tests through `npm test`');
  return url;
}

interface Snapshot {
  state: string;
  attemptsMade: number;
  processedOn?: number;
  finishedOn?: number;
  failedReason: string;
}

async function snapshot(queue: Queue, id: string): Promise<Snapshot> {
  const job = (await queue.getJob(id)) as Job | undefined;
  if (!job) throw new Error(`job ${id} is gone from ${QUEUE}`);
  return {
    state: await job.getState(),
    attemptsMade: job.attemptsMade,
    processedOn: job.processedOn,
    finishedOn: job.finishedOn,
    failedReason: job.failedReason,
  };
}

test.describe('ops: the queue board', () => {
  test('ops: the queue board is the coach’s alone (signed out 401, a client 403)', async ({
    page,
  }) => {
    const signedOut = await page.goto('/ops/queues');
    expect(signedOut?.status()).toBe(401);
    await expect(page.getByText('Please sign in as the coach to see the queues.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

    await signInByApi(page, DEMO.client);
    const asClient = await page.goto('/ops/queues');
    expect(asClient?.status()).toBe(403);
    await expect(page.getByText('Only the coach can see the queues.')).toBeVisible();
    // The board's own API, and its actions, are refused to her too.
    const list = await page.request.get('/ops/queues/api/queues');
    expect(list.status()).toBe(403);
    expect(await list.json()).toMatchObject({ code: 'FORBIDDEN' });
    const retry = await page.request.put(`/ops/queues/api/queues/${QUEUE}/retry/failed`, {
      headers: APP_ORIGIN,
    });
    expect(retry.status()).toBe(403);
  });

  test('ops: she retries a failed job in the queue board and the consumer takes it again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const connection = new Redis(redisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUE, { connection, prefix: PREFIX });
    const jobId = `e2e-poisoned-${randomBytes(4).toString('hex')}`;
    try {
      // A message that is no event at all: crm's consumer rejects it for good on its first attempt.
      await queue.add(
        'poisoned-message',
        { note: 'not an event envelope', jobId },
        { jobId, attempts: 3, removeOnFail: false, removeOnComplete: false },
      );
      await expect
        .poll(async () => (await snapshot(queue, jobId)).state, { timeout: 15_000 })
        .toBe('failed');
      const first = await snapshot(queue, jobId);
      expect(first.failedReason).toMatch(/^Malformed event rejected/);
      expect(first.attemptsMade).toBe(1);
      expect(first.finishedOn).toBeDefined();

      // The board lists every queue (those under the run's QUEUE_PREFIX); crm's inbox has the job.
      await signInAsCoach(page);
      const board = await page.goto('/ops/queues');
      expect(board?.status()).toBe(200);
      const queueLink = page.getByRole('link', { name: new RegExp(`^${QUEUE}\\b`) }).first();
      await expect(queueLink).toBeVisible({ timeout: 20_000 });
      for (const name of ['events-auth', 'events-notification', 'jobs-email-send'])
        await expect(
          page.getByRole('link', { name: new RegExp(`^${name}\\b`) }).first(),
        ).toBeVisible();
      await queueLink.click();
      await expect(page).toHaveURL(new RegExp(`/ops/queues/queue/${QUEUE}`));
      await page.getByRole('link', { name: /^failed/i }).click();
      await expect(page).toHaveURL(new RegExp(`/ops/queues/queue/${QUEUE}\\?status=failed`));

      // The job's card: its id (a link to the job) and its actions, Retry first (an icon button
      // whose name is in its tooltip).
      const jobLink = page.getByRole('link', { name: jobId, exact: true });
      await expect(jobLink).toBeVisible({ timeout: 15_000 });
      const header = page
        .locator('main div')
        .filter({ has: jobLink })
        .filter({ has: page.getByRole('list') })
        .last();
      await expect(page.getByRole('main')).toContainText('Malformed event rejected');
      const retry = header.getByRole('listitem').first().getByRole('button');
      await retry.hover();
      await expect(page.getByText('Retry', { exact: true })).toBeVisible();
      await retry.click();
      await expect(page.getByText('Are you sure that you want to retry this job?')).toBeVisible();
      const [retried] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'PUT' && r.url().endsWith(`/${jobId}/retry`),
        ),
        page.getByRole('button', { name: 'Confirm' }).click(),
      ]);
      expect(retried.status()).toBe(204);

      // It left the failed set and crm's consumer took it again: a second attempt, processed after
      // the first had finished, and (still malformed) failed for the same reason.
      await expect
        .poll(
          async () => {
            const now = await snapshot(queue, jobId);
            return {
              state: now.state,
              attemptsMade: now.attemptsMade,
              processedAgain: (now.processedOn ?? 0) > first.finishedOn!,
            };
          },
          { timeout: 15_000 },
        )
        .toEqual({ state: 'failed', attemptsMade: 2, processedAgain: true });
      expect((await snapshot(queue, jobId)).failedReason).toMatch(/^Malformed event rejected/);
    } finally {
      await (await queue.getJob(jobId))?.remove().catch(() => undefined);
      await queue.close();
      connection.disconnect();
    }
  });
});
