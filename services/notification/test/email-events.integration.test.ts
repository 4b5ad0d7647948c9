import { Queue, UnrecoverableError } from 'bullmq';
import { eventQueueName } from '@wellness/contracts';
import { consumeEvent, defaultJobOptions, startEventConsumer } from '@wellness/kit';
import { waitFor } from '@wellness/kit/src/testing';
import { TEST_BRAND, envelope, silentLogger, startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';

const { COACH_EMAIL } = TEST_BRAND;
let inbox: MailInbox;
let svc: NotificationHarness;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ svc, inbox, close } = await startWithInbox());
});
afterAll(() => close?.());

const consume = (raw: unknown) => consumeEvent(raw, svc.db, svc.handlers, silentLogger);

/** Waits until the stored email has been delivered and returns the row. */
const sentRow = (id: string) =>
  waitFor(
    async () => {
      const row = await svc.db.emailMessage.findUnique({ where: { id } });
      return row?.status === 'sent' ? row : null;
    },
    { what: `email ${id} sent`, timeoutMs: 15000 },
  );

const emailsFor = (relatedEventId: string) =>
  svc.db.emailMessage.findMany({ where: { relatedEventId }, orderBy: { template: 'asc' } });

describe('user.password_reset_requested', () => {
  it('stores the reset email and delivers it over SMTP with the 1-hour link', async () => {
    const resetUrl = 'http://localhost:8080/reset-password?token=reset-token-123';
    const event = envelope('user.password_reset_requested', {
      userId: crypto.randomUUID(),
      email: 'mia@example.com',
      firstName: 'Mia',
      resetUrl,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(await consume(event)).toBe('processed');

    const [stored] = await emailsFor(event.id);
    expect(stored).toMatchObject({
      template: 'password-reset',
      to: 'mia@example.com',
      subject: 'Reset your Glow Coaching password',
      correlationId: event.correlationId,
    });
    expect(stored.html).toContain(`href="${resetUrl}"`);
    expect(stored.text).toContain(resetUrl);
    expect(stored.text).toContain('valid for 1 hour');

    const sent = await sentRow(stored.id);
    expect(sent).toMatchObject({ attempts: 1, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    const mail = await inbox.waitForEmail('mia@example.com');
    expect(mail.subject).toBe('Reset your Glow Coaching password');
    expect(mail.html).toContain(resetUrl);
    expect(mail.text).toContain(resetUrl);
    expect(mail.from[0]).toMatchObject({ name: 'Glow Coaching', address: 'hello@wellness.local' });
    expect(mail.headers['x-wellness-email-id']).toBe(stored.id);
  });
});

describe('user.invited', () => {
  it('sends a role-aware invitation with the set-password link', async () => {
    const setPasswordUrl = 'http://localhost:8080/reset-password?token=invite-token-456';
    const event = envelope('user.invited', {
      userId: crypto.randomUUID(),
      email: 'nora@example.com',
      firstName: 'Nora',
      lastName: 'Patel',
      role: 'nutritionist',
      setPasswordUrl,
      expiresAt: '2030-01-08T10:00:00.000Z',
    });
    await consume(event);
    const [stored] = await emailsFor(event.id);
    expect(stored.template).toBe('invitation');
    expect(stored.subject).toBe("You're invited to join Glow Coaching as a nutritionist");
    expect(stored.text).toContain('nutrition plans');
    expect(stored.text).toContain('8 January 2030');

    const mail = await inbox.waitForEmail('nora@example.com');
    expect(mail.subject).toBe(stored.subject);
    expect(mail.html).toContain(`href="${setPasswordUrl}"`);
    await sentRow(stored.id);
  });
});

describe('approval.decided', () => {
  it('tells an approved person she can now sign in, with a link to /auth', async () => {
    const event = envelope('approval.decided', {
      userId: crypto.randomUUID(),
      email: 'ava@example.com',
      firstName: 'Ava',
      lastName: 'Stone',
      decision: 'approved',
    });
    await consume(event);
    const mail = await inbox.waitForEmail('ava@example.com');
    expect(mail.subject).toBe('Your Glow Coaching account is approved');
    expect(mail.text).toContain('You can now sign in');
    expect(mail.html).toContain('href="http://localhost:8080/auth"');
  });

  it("wears the one brand: the business's name, colour and postal address, and replies reach the coach", async () => {
    const event = envelope('approval.decided', {
      userId: crypto.randomUUID(),
      email: 'bea@example.com',
      firstName: 'Bea',
      lastName: 'Hart',
      decision: 'approved',
    });
    await consume(event);
    const mail = await inbox.waitForEmail('bea@example.com');
    expect(mail.from[0].name).toBe(TEST_BRAND.BUSINESS_NAME);
    expect(mail.replyTo?.[0].address).toBe(TEST_BRAND.COACH_EMAIL);
    expect(mail.html).toContain(`color:${TEST_BRAND.BRAND_COLOUR}`);
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(TEST_BRAND.BUSINESS_NAME);
      expect(body).toContain(TEST_BRAND.POSTAL_ADDRESS);
    }
  });

  it('tells a rejected person kindly, with the reason given', async () => {
    const event = envelope('approval.decided', {
      userId: crypto.randomUUID(),
      email: 'ruth@example.com',
      firstName: 'Ruth',
      lastName: 'Hale',
      decision: 'rejected',
      reason: 'We only coach women over 18 & in the UK',
    });
    await consume(event);
    const mail = await inbox.waitForEmail('ruth@example.com');
    expect(mail.subject).toBe('About your Glow Coaching registration');
    expect(mail.text).toContain('"We only coach women over 18 & in the UK"');
    expect(mail.html).toContain('over 18 &amp; in the UK');
    expect(mail.html).toContain('href="http://localhost:8080/discovery"');
  });
});

describe('lead.created', () => {
  it('thanks the prospect and alerts the coach, whose reply goes to the prospect', async () => {
    const event = envelope('lead.created', {
      leadId: crypto.randomUUID(),
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'March',
      source: 'discovery',
    });
    await consume(event);
    const stored = await emailsFor(event.id);
    expect(stored.map((email) => [email.template, email.to])).toEqual([
      ['lead-alert', COACH_EMAIL],
      ['lead-confirmation', 'jo@example.com'],
    ]);

    const confirmation = await inbox.waitForEmail('jo@example.com');
    expect(confirmation.subject).toBe('Thanks for getting in touch, Jo');
    expect(confirmation.text).toContain('discovery call');

    const alert = await inbox.waitForEmail(
      COACH_EMAIL,
      (mail) => mail.subject === 'New lead: Jo March',
    );
    expect(alert.replyTo?.[0]?.address).toBe('jo@example.com');
    expect(alert.text).toContain('Email: jo@example.com');
    expect(alert.html).toContain('href="http://localhost:8080/leads"');
  });

  it('escapes what the prospect typed', async () => {
    const event = envelope('lead.created', {
      leadId: crypto.randomUUID(),
      email: 'xss@example.com',
      firstName: '<img src=x onerror=alert(1)>',
      lastName: '"Quote"',
      source: 'discovery',
    });
    await consume(event);
    for (const email of await emailsFor(event.id)) {
      expect(email.html).not.toContain('<img src=x');
      expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(email.html).not.toContain('"Quote"');
    }
  });
});

describe('idempotency and poisoned messages', () => {
  it('stores and sends one email when the same event is delivered twice', async () => {
    const event = envelope('approval.decided', {
      userId: crypto.randomUUID(),
      email: 'twice@example.com',
      firstName: 'Tess',
      lastName: 'Twice',
      decision: 'approved',
    });
    expect(await consume(event)).toBe('processed');
    expect(await consume(event)).toBe('duplicate');
    const stored = await emailsFor(event.id);
    expect(stored).toHaveLength(1);
    await sentRow(stored[0].id);
    await inbox.waitForEmail('twice@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const delivered = (await inbox.emails()).filter(
      (mail) => mail.to[0].address === 'twice@example.com',
    );
    expect(delivered).toHaveLength(1);
  });

  it('rejects a malformed payload for good and stores nothing', async () => {
    const before = await svc.db.emailMessage.count();
    const event = envelope('user.password_reset_requested', {
      userId: crypto.randomUUID(),
      email: 'bad@example.com',
      firstName: 'Bad',
      resetUrl: 'http://localhost:8080/reset-password?token=x',
      expiresAt: new Date().toISOString(),
    });
    const malformed = {
      ...event,
      payload: { ...event.payload, resetUrl: undefined, email: 'not-an-email' },
    };
    await expect(consume(malformed)).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await svc.db.emailMessage.count()).toBe(before);
    expect(await svc.db.processedEvent.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('never sends an email that cannot be rendered: it is stored as failed with the reason', async () => {
    const event = envelope('user.password_reset_requested', {
      userId: crypto.randomUUID(),
      email: 'js@example.com',
      firstName: 'Js',
      resetUrl: 'http://localhost:8080/reset-password?token=x',
      expiresAt: new Date().toISOString(),
    });
    const poisoned = { ...event, payload: { ...event.payload, resetUrl: 'javascript:alert(1)' } };
    // No retries: rendering again would fail the same way.
    expect(await consume(poisoned)).toBe('processed');
    const [stored] = await emailsFor(event.id);
    expect(stored).toMatchObject({
      template: 'password-reset',
      to: 'js@example.com',
      status: 'failed',
      subject: 'Reset your Glow Coaching password',
      html: '',
      text: '',
    });
    expect(stored.error).toMatch(/^Cannot render password-reset email: Not a web link/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await svc.db.emailMessage.findUnique({ where: { id: stored.id } })).toMatchObject({
      status: 'failed',
      attempts: 0,
    });
    expect(
      (await inbox.emails()).filter((mail) => mail.to[0].address === 'js@example.com'),
    ).toHaveLength(0);
  });
});

describe('the sweep', () => {
  it('enqueues a queued email whose after-commit signal was lost, once it is a minute old', async () => {
    const row = await svc.db.emailMessage.create({
      data: {
        template: 'lead-confirmation',
        to: 'swept@example.com',
        subject: 'Swept',
        html: '<p>Swept</p>',
        text: 'Swept',
        createdAt: new Date(Date.now() - 2 * 60_000),
      },
    });
    const fresh = await svc.db.emailMessage.create({
      data: {
        template: 'lead-confirmation',
        to: 'fresh@example.com',
        subject: 'Fresh',
        html: '-',
        text: '-',
      },
    });
    expect(await svc.delivery!.dispatcher.sweep()).toBe(1);
    await sentRow(row.id);
    expect((await inbox.waitForEmail('swept@example.com')).subject).toBe('Swept');
    expect((await svc.db.emailMessage.findUnique({ where: { id: fresh.id } }))?.status).toBe(
      'queued',
    );
    // A second sweep does not send it again: the job id is the email id and the row is sent.
    expect(await svc.delivery!.dispatcher.sweep(0)).toBe(1); // only the fresh one is still queued
    await sentRow(fresh.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (await inbox.emails()).filter((mail) => mail.to[0].address === 'swept@example.com'),
    ).toHaveLength(1);
  });
});

describe('through the real event consumer (BullMQ)', () => {
  it('handles an event from the notification inbox queue and rejects a poisoned one without retries', async () => {
    const consumer = startEventConsumer({
      service: 'notification',
      connection: svc.redis,
      prefix: svc.config.QUEUE_PREFIX,
      logger: silentLogger,
      db: svc.db,
      handlers: svc.handlers,
    });
    const inboxQueue = new Queue(eventQueueName('notification'), {
      connection: svc.redis,
      prefix: svc.config.QUEUE_PREFIX,
      defaultJobOptions,
    });
    try {
      const event = envelope('user.password_reset_requested', {
        userId: crypto.randomUUID(),
        email: 'queued@example.com',
        firstName: 'Queue',
        resetUrl: 'http://localhost:8080/reset-password?token=via-bullmq',
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      });
      await inboxQueue.add(event.type, event, { jobId: event.id });
      const mail = await inbox.waitForEmail('queued@example.com');
      expect(mail.text).toContain('token=via-bullmq');

      const before = await svc.db.emailMessage.count();
      const poisoned = await inboxQueue.add('user.invited', {
        id: 'not-a-uuid',
        type: 'user.invited',
        payload: {},
      });
      const failed = await waitFor(
        async () =>
          (await poisoned.getState()) === 'failed' ? inboxQueue.getJob(poisoned.id!) : null,
        { what: 'poisoned job failed' },
      );
      expect(failed?.attemptsMade).toBe(1);
      expect(failed?.failedReason).toMatch(/Malformed event rejected/);
      expect(await svc.db.emailMessage.count()).toBe(before);
    } finally {
      await consumer.close();
      await inboxQueue.close();
    }
  });
});
