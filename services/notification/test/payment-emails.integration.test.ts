import { consumeEvent } from '@wellness/kit';
import { TEST_BRAND, envelope, sentEmailOfEvent, silentLogger, startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';

/** crm's payment events: her receipt and card reminders, the coach's alerts. */
const { COACH_EMAIL } = TEST_BRAND;
let inbox: MailInbox;
let svc: NotificationHarness;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ svc, inbox, close } = await startWithInbox());
});
afterAll(() => close?.());

const consume = (raw: unknown) => consumeEvent(raw, svc.db, svc.handlers, silentLogger);

const sentEmailOf = (relatedEventId: string) => sentEmailOfEvent(svc, relatedEventId);

const client = (n: number) => ({
  clientId: crypto.randomUUID(),
  userId: crypto.randomUUID(),
  email: `payer${n}@example.com`,
  firstName: 'Emma',
  lastName: 'Wilson',
});
const payment = {
  paymentId: crypto.randomUUID(),
  amountMinor: 4900,
  currency: 'GBP',
  planName: 'Glow Monthly',
};

describe('payment.succeeded', () => {
  it('sends her a receipt with the amount, receipt number and a link to her billing page', async () => {
    const event = envelope('payment.succeeded', {
      ...client(1),
      ...payment,
      method: 'card',
      receiptNumber: 'R-2026-0001',
    });
    expect(await consume(event)).toBe('processed');
    expect(await consume(event)).toBe('duplicate');

    const stored = await sentEmailOf(event.id);
    expect(stored).toMatchObject({
      template: 'payment-receipt',
      to: 'payer1@example.com',
      replyTo: null,
      correlationId: event.correlationId,
    });
    expect(stored.subject).toContain('£49.00');
    expect(stored.subject).toContain('Thank you: payment received');
    const mail = await inbox.waitForEmail('payer1@example.com');
    expect(mail.subject).toBe(stored.subject);
    expect(mail.text).toContain('Receipt number: R-2026-0001');
    expect(mail.html).toContain('href="http://localhost:8080/subscribe"');
  });
});

describe('payment.reminder_due', () => {
  it.each([
    [0, 2, "Your payment didn't go through"],
    [3, 3, 'A gentle reminder about your payment'],
  ])(
    'on day %i sends her a kind payment-failed email with a link to update her card',
    async (day, n, subject) => {
      const event = envelope('payment.reminder_due', { ...client(n), ...payment, day });
      expect(await consume(event)).toBe('processed');
      const stored = await sentEmailOf(event.id);
      expect(stored).toMatchObject({ template: 'payment-failed', to: `payer${n}@example.com` });
      expect(stored.subject).toContain(subject);
      expect(stored.subject).toContain('£49.00');
      const mail = await inbox.waitForEmail(`payer${n}@example.com`);
      expect(mail.text).toContain('Your coaching continues');
      expect(mail.html).toContain('href="http://localhost:8080/subscribe?update-card=1"');
    },
  );
});

describe('payment.failed', () => {
  it('alerts the coach, whose reply goes to her, with the amount and Stripe’s reason', async () => {
    const who = client(4);
    const event = envelope('payment.failed', {
      ...who,
      ...payment,
      reason: 'Your card was declined.',
    });
    expect(await consume(event)).toBe('processed');
    const stored = await sentEmailOf(event.id);
    expect(stored).toMatchObject({
      template: 'payment-failed-alert',
      to: COACH_EMAIL,
      replyTo: 'payer4@example.com',
    });
    expect(stored.subject).toContain('£49.00');
    expect(stored.subject).toContain('Emma Wilson');
    expect(stored.text).toContain('Reason from Stripe: Your card was declined.');
    expect(stored.html).toContain('href="http://localhost:8080/finances?status=failed"');
    const mail = await inbox.waitForEmail(COACH_EMAIL, (m) => m.subject === stored.subject);
    expect(mail.replyTo?.[0].address).toBe('payer4@example.com');
  });
});

describe('subscription.changed', () => {
  const change = (n: number, status: string, endedReason: string | null) => {
    const who = client(n);
    return {
      who,
      event: envelope('subscription.changed', {
        ...who,
        subscriptionId: crypto.randomUUID(),
        planName: 'Glow Monthly',
        status,
        previousStatus: 'past_due',
        endedReason,
      }),
    };
  };

  it('tells the coach when it was cancelled after failed payments, linking to her profile', async () => {
    const { who, event } = change(5, 'canceled', 'payment_failed');
    expect(await consume(event)).toBe('processed');
    const stored = await sentEmailOf(event.id);
    expect(stored).toMatchObject({
      template: 'subscription-ended-alert',
      to: COACH_EMAIL,
      subject: "Emma Wilson's subscription ended after failed payments: she is paused",
    });
    expect(stored.html).toContain(`href="http://localhost:8080/client-profile/${who.clientId}"`);
  });

  it.each([
    ['active', null],
    ['canceled', 'cancellation_requested'],
  ])('stores no email when it is %s (%s), yet handles the event', async (status, reason) => {
    const { event } = change(6, status, reason);
    expect(await consume(event)).toBe('processed');
    expect(await consume(event)).toBe('duplicate');
    expect(await svc.db.emailMessage.count({ where: { relatedEventId: event.id } })).toBe(0);
  });
});
