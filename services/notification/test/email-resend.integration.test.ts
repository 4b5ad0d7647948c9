import request from 'supertest';
import { JOB_QUEUES } from '@wellness/contracts';
import { asUser, waitFor } from '@wellness/kit/src/testing';
import { randomUUID } from 'node:crypto';
import { UnrecoverableError, Worker } from 'bullmq';
import { createRedis } from '@wellness/kit';
import { EmailQueue } from '../src/delivery/queue';
import { startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';

/** The coach sends a failed email again from the Sent log: once, as it was stored. */
let inbox: MailInbox;
let svc: NotificationHarness;
let close: () => Promise<void>;
const coach = asUser('00000000-0000-4000-8000-0000000c0ac4', 'coach');

beforeAll(async () => {
  ({ svc, inbox, close } = await startWithInbox());
});
afterAll(() => close?.());

const failedEmail = (to: string) =>
  svc.db.emailMessage.create({
    data: {
      template: 'lead-confirmation',
      to,
      subject: 'Thanks for getting in touch',
      html: '<p>Hello again</p>',
      text: 'Hello again',
      status: 'failed',
      error: '550 5.1.1 mailbox unavailable',
      attempts: 1,
    },
  });

it('queues a failed email again and delivers it', async () => {
  const email = await failedEmail('retry.me@example.com');
  const res = await request(svc.app).post(`/api/emails/${email.id}/resend`).set(coach);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: email.id, status: 'queued', error: null });
  await waitFor(
    async () =>
      (await svc.db.emailMessage.findUnique({ where: { id: email.id } }))?.status === 'sent',
    { what: 'the email sent again' },
  );
  const mail = await inbox.waitForEmail('retry.me@example.com');
  expect(mail.subject).toBe('Thanks for getting in touch');
});

it('forgets the failed job BullMQ keeps under the email’s id, so the new one is not a no-op', async () => {
  // A queue of its own (no worker runs on this prefix): the job fails by hand, as a worker would.
  const prefix = `resend-${randomUUID()}`;
  const emails = new EmailQueue(svc.redis, prefix);
  const connection = createRedis(svc.config.REDIS_URL, { name: 'resend-test' });
  const worker = new Worker(JOB_QUEUES.emailSend, null, { connection, prefix });
  try {
    await emails.enqueue(['e-1']);
    const token = 'test-token';
    const job = (await worker.getNextJob(token))!;
    // A permanent SMTP refusal, as the delivery worker raises it: no retries, kept as failed.
    await job.moveToFailed(new UnrecoverableError('550 mailbox unavailable'), token);
    expect(await emails.queue.getJobState('e-1')).toBe('failed');
    await emails.enqueue(['e-1']);
    expect(await emails.queue.getJobState('e-1')).toBe('failed'); // the add was a no-op
    await emails.forgetFinished('e-1');
    await emails.enqueue(['e-1']);
    expect(await emails.queue.getJobState('e-1')).toBe('waiting');
  } finally {
    await worker.close();
    await emails.queue.obliterate({ force: true });
    await emails.close();
    connection.disconnect();
  }
});

it('refuses to send again an email that was not failed, and anyone but the coach', async () => {
  const email = await failedEmail('once@example.com');
  await svc.db.emailMessage.update({
    where: { id: email.id },
    data: { status: 'sent', error: null },
  });
  const again = await request(svc.app).post(`/api/emails/${email.id}/resend`).set(coach);
  expect(again.status).toBe(400);
  expect(again.body.error).toBe('Only a failed email can be sent again');
  expect(
    (await request(svc.app).post(`/api/emails/${email.id}/resend`).set(asUser('u1', 'client')))
      .status,
  ).toBe(403);
  expect((await request(svc.app).post('/api/emails/not-an-id/resend').set(coach)).status).toBe(404);
});
