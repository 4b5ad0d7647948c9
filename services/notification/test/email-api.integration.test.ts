import request from 'supertest';
import { emailDetailSchema, emailListResponseSchema } from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';

let svc: NotificationHarness;
const coach = asUser('c0ac0000-0000-4000-8000-000000000001', 'coach');
const MINUTE = 60_000;

beforeAll(async () => {
  svc = await startNotification();
  const now = Date.now();
  await svc.db.emailMessage.createMany({
    data: Array.from({ length: 25 }, (_, i) => ({
      template: i % 2 ? 'lead-confirmation' : 'lead-alert',
      to: `person${i}@example.com`,
      subject: `Message number ${i}`,
      html: `<p>Body ${i}</p>`,
      text: `Body ${i}`,
      // Every fifth one failed (for the status filter).
      status: i % 5 === 0 ? ('failed' as const) : ('sent' as const),
      error: i % 5 === 0 ? '550 mailbox unavailable' : null,
      attempts: 1,
      createdAt: new Date(now - (25 - i) * MINUTE),
      sentAt: new Date(now - (25 - i) * MINUTE + 1000),
    })),
  });
});
afterAll(() => svc?.close());

describe('GET /api/emails', () => {
  it('gives the coach a page of the log, newest first', async () => {
    const response = await request(svc.app).get('/api/emails?page=1&pageSize=10').set(coach);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = emailListResponseSchema.parse(response.body);
    expect(body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(body.items.map((item) => item.subject).slice(0, 3)).toEqual([
      'Message number 24',
      'Message number 23',
      'Message number 22',
    ]);
    expect(response.body.items[0].html).toBeUndefined();

    const last = await request(svc.app).get('/api/emails?page=3&pageSize=10').set(coach);
    expect(last.body.items).toHaveLength(5);
    expect(last.body.items.at(-1).subject).toBe('Message number 0');
  });

  it('uses defaults without a query and searches recipient or subject', async () => {
    const all = await request(svc.app).get('/api/emails').set(coach);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    const byRecipient = await request(svc.app).get('/api/emails?search=PERSON7@').set(coach);
    expect(byRecipient.body.items.map((item: { to: string }) => item.to)).toEqual([
      'person7@example.com',
    ]);
    const bySubject = await request(svc.app).get('/api/emails?search=number 1').set(coach);
    expect(bySubject.body.total).toBe(11); // 1 and 10-19
  });

  it('filters by status, with the search or without', async () => {
    const failed = await request(svc.app).get('/api/emails?status=failed').set(coach);
    expect(failed.body.items.map((item: { subject: string }) => item.subject)).toEqual(
      [20, 15, 10, 5, 0].map((n) => `Message number ${n}`),
    );
    expect(failed.body.items[0].error).toBe('550 mailbox unavailable');
    const both = await request(svc.app).get('/api/emails?status=failed&search=number 1').set(coach);
    expect(both.body.total).toBe(2); // 10 and 15
    const bad = await request(svc.app).get('/api/emails?status=lost').set(coach);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Status must be one of queued, sent, failed, suppressed');
  });

  it('refuses a page size over 100', async () => {
    const response = await request(svc.app).get('/api/emails?pageSize=1000').set(coach);
    expect(response.status).toBe(400);
    expect(response.body.fields.pageSize).toBeDefined();
  });

  it('is for coaches only', async () => {
    expect((await request(svc.app).get('/api/emails')).status).toBe(401);
    const client = await request(svc.app).get('/api/emails').set(asUser('c1', 'client'));
    expect(client.status).toBe(403);
    const nutritionist = await request(svc.app)
      .get('/api/emails')
      .set(asUser('n1', 'nutritionist'));
    expect(nutritionist.status).toBe(403);
  });
});

describe('GET /api/emails/:id', () => {
  it('shows the coach the whole message, with single-use link secrets redacted', async () => {
    const email = await svc.db.emailMessage.create({
      data: {
        template: 'password-reset',
        to: 'mia@example.com',
        subject: 'Reset your password',
        html: '<a href="http://localhost:8080/reset-password?token=secret-abc&amp;x=1">Reset</a>',
        text: 'Reset: http://localhost:8080/reset-password?token=secret-abc',
        relatedEventId: crypto.randomUUID(),
        correlationId: 'corr-1',
      },
    });
    const response = await request(svc.app).get(`/api/emails/${email.id}`).set(coach);
    expect(response.status).toBe(200);
    const body = emailDetailSchema.parse(response.body);
    expect(body).toMatchObject({
      id: email.id,
      to: 'mia@example.com',
      status: 'queued',
      correlationId: 'corr-1',
    });
    expect(body.html).toContain('reset-password?token=[redacted]&amp;x=1');
    expect(body.text).toBe('Reset: http://localhost:8080/reset-password?token=[redacted]');
    expect(JSON.stringify(response.body)).not.toContain('secret-abc');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await request(svc.app).get(`/api/emails/${crypto.randomUUID()}`).set(coach);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Email not found', code: 'NOT_FOUND' });
    expect((await request(svc.app).get('/api/emails/not-a-uuid').set(coach)).status).toBe(404);
  });

  it('is for coaches only', async () => {
    const [first] = await svc.db.emailMessage.findMany({ take: 1 });
    expect((await request(svc.app).get(`/api/emails/${first.id}`)).status).toBe(401);
    expect(
      (await request(svc.app).get(`/api/emails/${first.id}`).set(asUser('c1', 'client'))).status,
    ).toBe(403);
  });
});
