import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { DEFAULT_BRAND } from '@wellness/contracts';
import { consumeEvent } from '@wellness/kit';
import { waitFor } from '@wellness/kit/src/testing';
import { deliverEmail } from '../src/delivery/worker';
import type { Mailer } from '../src/delivery/mailer';
import type { EmailJobData } from '../src/delivery/queue';
import { envelope, silentLogger, startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { freePort, startMailDev } from './mail-inbox';
import type { MailInbox } from './mail-inbox';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';

const resetEvent = (email: string) =>
  envelope('user.password_reset_requested', {
    userId: crypto.randomUUID(),
    email,
    firstName: 'Lena',
    resetUrl: 'http://localhost:8080/reset-password?token=outage',
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });

const emailOf = async (svc: NotificationHarness, eventId: string) =>
  (await svc.db.emailMessage.findFirst({ where: { relatedEventId: eventId } }))!;

describe('SMTP down, then back', () => {
  let svc: NotificationHarness;
  let inbox: MailInbox | undefined;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    svc = await startNotification({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      delivery: true,
    });
  });
  afterAll(async () => {
    await svc?.close();
    await inbox?.close();
  });

  it('keeps the email queued with retries scheduled, and sends it once SMTP answers again', async () => {
    const event = resetEvent('lena@example.com');
    await consumeEvent(event, svc.db, svc.handlers, silentLogger);
    const { id } = await emailOf(svc, event.id);

    const failing = await waitFor(
      async () => {
        const row = await svc.db.emailMessage.findUnique({ where: { id } });
        return row && row.attempts >= 1 ? row : null;
      },
      { what: 'a failed delivery attempt' },
    );
    expect(failing.status).toBe('queued');
    expect(failing.error).toMatch(/ECONNREFUSED|connect/i);
    const job = await svc.delivery!.queue.queue.getJob(id);
    expect(job?.attemptsMade).toBeGreaterThanOrEqual(1);
    expect(await job?.getState()).toMatch(/delayed|waiting|active/);

    inbox = await startMailDev(smtpPort);
    const sent = await waitFor(
      async () => {
        const row = await svc.db.emailMessage.findUnique({ where: { id } });
        return row?.status === 'sent' ? row : null;
      },
      { what: 'the email sent after SMTP came back', timeoutMs: 25000 },
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.error).toBeNull();
    // No brand configured: the emails carry the site's default name, not a second one.
    expect((await inbox.waitForEmail('lena@example.com')).subject).toBe(
      `Reset your ${DEFAULT_BRAND.businessName} password`,
    );
  });
});

describe('without SMTP_URL', () => {
  let svc: NotificationHarness;
  beforeAll(async () => {
    svc = await startNotification({ delivery: true });
  });
  afterAll(() => svc?.close());

  it('stores the email and marks it sent with delivery disabled', async () => {
    expect(svc.config.SMTP_URL).toBeUndefined();
    const event = resetEvent('nomail@example.com');
    await consumeEvent(event, svc.db, svc.handlers, silentLogger);
    const { id } = await emailOf(svc, event.id);
    const row = await waitFor(
      async () => {
        const current = await svc.db.emailMessage.findUnique({ where: { id } });
        return current?.status === 'sent' ? current : null;
      },
      { what: 'the email marked sent' },
    );
    expect(row.html).toContain('token=outage');
    const job = await svc.delivery!.queue.queue.getJob(id);
    expect(job?.returnvalue).toEqual({ outcome: 'delivery-disabled' });
  });

  it('treats an empty SMTP_URL as unset', async () => {
    const other = await startNotification({ env: { SMTP_URL: '' } });
    expect(other.config.SMTP_URL).toBeUndefined();
    await other.close();
  });
});

describe('deliverEmail outcomes', () => {
  let svc: NotificationHarness;
  beforeAll(async () => {
    svc = await startNotification();
  });
  afterAll(() => svc?.close());

  const storedEmail = async () => {
    const event = resetEvent(`${crypto.randomUUID()}@example.com`);
    await consumeEvent(event, svc.db, svc.handlers, silentLogger);
    return emailOf(svc, event.id);
  };
  const jobFor = (emailId: string, attemptsMade: number) =>
    ({ id: emailId, data: { emailId }, attemptsMade, opts: { attempts: 6 } }) as Job<EmailJobData>;
  const failingMailer = (error: Error): Mailer => ({
    send: () => Promise.reject(error),
    close: () => undefined,
  });
  const options = (mailer: Mailer) => ({
    db: svc.db,
    mailer,
    from: 'Test <t@test.local>',
    replyTo: 'coach@test.local',
    logger: silentLogger,
  });

  it('fails an SMTP 5xx rejection for good, without retries', async () => {
    const email = await storedEmail();
    const rejection = Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
    await expect(
      deliverEmail(jobFor(email.id, 0), options(failingMailer(rejection))),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await svc.db.emailMessage.findUnique({ where: { id: email.id } })).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: '550 mailbox unavailable',
    });
  });

  it('keeps a message queued while retries remain and marks it failed on the last attempt', async () => {
    const email = await storedEmail();
    const outage = failingMailer(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }),
    );
    await expect(deliverEmail(jobFor(email.id, 0), options(outage))).rejects.toThrow(
      'ECONNREFUSED',
    );
    expect((await svc.db.emailMessage.findUnique({ where: { id: email.id } }))?.status).toBe(
      'queued',
    );
    await expect(deliverEmail(jobFor(email.id, 5), options(outage))).rejects.toThrow(
      'ECONNREFUSED',
    );
    expect(await svc.db.emailMessage.findUnique({ where: { id: email.id } })).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
  });

  it('does not send a message twice', async () => {
    const email = await storedEmail();
    const sends: string[] = [];
    const mailer: Mailer = {
      send: async (message) => (sends.push(message.to), { messageId: 'm-1' }),
      close: () => undefined,
    };
    expect(await deliverEmail(jobFor(email.id, 0), options(mailer))).toEqual({
      outcome: 'sent',
      messageId: 'm-1',
    });
    expect(await deliverEmail(jobFor(email.id, 0), options(mailer))).toEqual({
      outcome: 'already-sent',
    });
    expect(sends).toHaveLength(1);
  });

  it('completes a job whose email no longer exists', async () => {
    const missing = crypto.randomUUID();
    expect(
      await deliverEmail(jobFor(missing, 0), options(failingMailer(new Error('unused')))),
    ).toEqual({
      outcome: 'missing',
    });
  });
});

describe('an SMTP server that answers as told', () => {
  let svc: NotificationHarness;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    svc = await startNotification({ env: { SMTP_URL: sink.url }, delivery: true });
  });
  afterAll(async () => {
    await svc?.close();
    await sink?.close();
  });

  const queuedEmail = async (to: string) => {
    const email = await svc.db.emailMessage.create({
      data: { template: 'composed', to, subject: `For ${to}`, html: '<p>Hi</p>', text: 'Hi' },
    });
    await svc.delivery!.queue.enqueue([email.id]);
    return email.id;
  };
  const settled = (id: string, status: 'sent' | 'failed') =>
    waitFor(
      async () => {
        const row = await svc.db.emailMessage.findUnique({ where: { id } });
        return row?.status === status ? row : null;
      },
      { what: `the email ${status}`, timeoutMs: 15000 },
    );

  it('retries a 4xx answer with backoff, and sends once the server recovers', async () => {
    let refusals = 0;
    sink.answerWith((message) =>
      message.to[0] === 'busy@example.com' && refusals++ < 2
        ? '451 4.3.0 Mailbox busy, try again later'
        : '250 OK',
    );
    const id = await queuedEmail('busy@example.com');
    const row = await settled(id, 'sent');
    expect(row).toMatchObject({ attempts: 3, error: null });
    const copies = sink.received.filter((message) => message.to[0] === 'busy@example.com');
    expect(copies).toHaveLength(3);
    expect(sink.accepted.filter((message) => message.to[0] === 'busy@example.com')).toHaveLength(1);
  });

  it('does not retry a 5xx answer: the email fails at once with the SMTP reason', async () => {
    sink.answerWith((message) =>
      message.to[0] === 'gone@example.com' ? '550 5.1.1 No such mailbox here' : '250 OK',
    );
    const id = await queuedEmail('gone@example.com');
    const row = await settled(id, 'failed');
    expect(row.attempts).toBe(1);
    expect(row.error).toContain('550 5.1.1 No such mailbox here');
    const job = await svc.delivery!.queue.queue.getJob(id);
    expect(job?.attemptsMade).toBe(1);
    expect(await job?.getState()).toBe('failed');
    expect(sink.received.filter((message) => message.to[0] === 'gone@example.com')).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  let svc: NotificationHarness;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // EMAIL_RATE_PER_MINUTE's limiter with a one-second window: 5 a second.
    svc = await startNotification({
      env: { SMTP_URL: sink.url },
      delivery: { rateLimit: { max: 5, duration: 1000 }, concurrency: 20 },
    });
  });
  afterAll(async () => {
    await svc?.close();
    await sink?.close();
  });

  it('spreads 12 emails over at least three windows of 5', async () => {
    const emails = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        svc.db.emailMessage.create({
          data: {
            template: 'composed',
            to: `limited${i}@example.com`,
            subject: 'Limited',
            html: '<p>Hi</p>',
            text: 'Hi',
          },
        }),
      ),
    );
    await svc.delivery!.queue.enqueue(emails.map((email) => email.id));
    await waitFor(async () => sink.accepted.length === 12, {
      what: 'the 12 emails',
      timeoutMs: 15000,
    });
    const times = sink.accepted.map((message) => message.receivedAt).sort((a, b) => a - b);
    // The 11th and 12th wait for the third window: two windows after the first email.
    expect(times[11]! - times[0]!).toBeGreaterThanOrEqual(1800);
    expect(times.filter((time) => time - times[0]! < 900).length).toBeLessThanOrEqual(5);
  });
});
