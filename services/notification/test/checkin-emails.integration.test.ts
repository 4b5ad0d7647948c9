import request from 'supertest';
import { emailListResponseSchema } from '@wellness/contracts';
import { consumeEvent } from '@wellness/kit';
import { asUser } from '@wellness/kit/src/testing';
import { TEST_BRAND, envelope, sentEmailOfEvent, silentLogger, startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';

/** The emails of the client's week: stored in the sent log, delivered over SMTP to MailDev. */
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
  email: `client${n}@example.com`,
  firstName: 'Emma',
  lastName: 'Wilson',
});

describe('checkin.reviewed', () => {
  it('tells the client her coach has replied, with a link to /client-checkins and nothing of her check-in', async () => {
    const event = envelope('checkin.reviewed', { checkinId: crypto.randomUUID(), ...client(1) });
    expect(await consume(event)).toBe('processed');
    expect(await consume(event)).toBe('duplicate');

    const stored = await sentEmailOf(event.id);
    expect(stored).toMatchObject({
      template: 'checkin-reviewed',
      to: 'client1@example.com',
      subject: 'Your coach has replied to your check-in',
      correlationId: event.correlationId,
      attempts: 1,
    });
    const mail = await inbox.waitForEmail('client1@example.com');
    expect(mail.subject).toBe('Your coach has replied to your check-in');
    expect(mail.html).toContain('href="http://localhost:8080/client-checkins"');
    expect(mail.text).toContain('http://localhost:8080/client-checkins');
    expect(mail.text).not.toMatch(/\bkg\b|weight|waist|period|screening/i);
    expect(mail.headers['x-wellness-email-id']).toBe(stored.id);
  });
});

describe('checkin.reminder_due', () => {
  it('sends "Time for your weekly check-in" on her due day, linking to /checkin', async () => {
    const event = envelope('checkin.reminder_due', {
      ...client(2),
      kind: 'due',
      dueDate: '2026-11-30',
    });
    await consume(event);
    const stored = await sentEmailOf(event.id);
    expect(stored).toMatchObject({ template: 'checkin-reminder', to: 'client2@example.com' });
    const mail = await inbox.waitForEmail('client2@example.com');
    expect(mail.subject).toBe('Time for your weekly check-in');
    expect(mail.html).toContain('href="http://localhost:8080/checkin"');
  });

  it('sends a short friendly nudge when she is two days late', async () => {
    const event = envelope('checkin.reminder_due', {
      ...client(3),
      kind: 'overdue',
      dueDate: '2026-11-30',
    });
    await consume(event);
    const stored = await sentEmailOf(event.id);
    expect(stored).toMatchObject({ template: 'checkin-nudge', to: 'client3@example.com' });
    const mail = await inbox.waitForEmail('client3@example.com');
    expect(mail.subject).toBe('Your check-in is still waiting for you');
    expect(mail.text).toContain('Monday 30 November');
    expect(mail.html).toContain('href="http://localhost:8080/checkin"');
  });
});

describe('onboarding.completed', () => {
  it('tells the coach a client finished onboarding, with a link to her profile', async () => {
    const who = client(4);
    const event = envelope('onboarding.completed', {
      clientId: who.clientId,
      userId: who.userId,
      clientName: 'Ava Hart',
      checkinDay: 5,
      timeZone: 'Europe/London',
      nextDueDate: '2026-11-27',
      screeningFlagged: false,
    });
    await consume(event);
    const stored = await sentEmailOf(event.id);
    expect(stored).toMatchObject({ template: 'onboarding-completed', to: COACH_EMAIL });
    const mail = await inbox.waitForEmail(
      COACH_EMAIL,
      (m) => m.subject === 'Ava Hart has finished onboarding',
    );
    expect(mail.text).toContain('Check-in day: Friday');
    expect(mail.text).toContain('Next check-in due: Friday 27 November');
    expect(mail.html).toContain(`href="http://localhost:8080/client-profile/${who.clientId}"`);
  });

  it('flags it when her health screening needs review', async () => {
    const who = client(5);
    const event = envelope('onboarding.completed', {
      clientId: who.clientId,
      userId: who.userId,
      clientName: 'Isla Moss',
      checkinDay: 1,
      timeZone: 'Europe/London',
      nextDueDate: '2026-11-30',
      screeningFlagged: true,
    });
    await consume(event);
    await sentEmailOf(event.id);
    const mail = await inbox.waitForEmail(COACH_EMAIL, (m) => !!m.html?.includes(who.clientId));
    expect(mail.subject).toBe('Review health screening: Isla Moss has finished onboarding');
    expect(mail.text).toContain('Health screening: Needs review');
  });
});

describe('the sent log', () => {
  it('shows the coach every one of these emails, as sent', async () => {
    const res = await request(svc.app)
      .get('/api/emails?pageSize=100')
      .set(asUser(crypto.randomUUID(), 'coach'));
    const log = emailListResponseSchema.parse(res.body).items;
    expect(log.map((email) => [email.template, email.status]).sort()).toEqual([
      ['checkin-nudge', 'sent'],
      ['checkin-reminder', 'sent'],
      ['checkin-reviewed', 'sent'],
      ['onboarding-completed', 'sent'],
      ['onboarding-completed', 'sent'],
    ]);
  });
});
