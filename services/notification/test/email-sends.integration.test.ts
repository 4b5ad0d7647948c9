import request from 'supertest';
import {
  EMAIL_SEND_MESSAGES,
  EMAIL_TEMPLATE_MESSAGES,
  audienceCountSchema,
  emailListResponseSchema,
  emailSendListSchema,
  emailSendSchema,
} from '@wellness/contracts';
import { asUser, waitFor } from '@wellness/kit/src/testing';
import { brandFrom } from '../src/emails/brand';
import { fanOut } from '../src/sends/handlers';
import type { NewSend } from '../src/sends/repository';
import { TEST_BRAND, startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';

const coach = asUser('c0ac0000-0000-4000-8000-000000000001', 'coach');
const nutritionist = asUser('c0ac0000-0000-4000-8000-000000000002', 'nutritionist');
const PRIYA = '7a170000-0000-4000-8000-000000000001';

let svc: NotificationHarness;
let sink: SmtpSink;

interface Seed {
  firstName: string;
  email?: string;
  status?: 'active' | 'paused' | 'pending' | 'archived';
  tags?: string[];
  nutritionistUserId?: string;
  joinedAt?: string;
  lastCheckInAt?: string;
}
const seeds: Seed[] = [
  { firstName: 'Emma', tags: ['vip'], nutritionistUserId: PRIYA, joinedAt: '2026-01-10' },
  {
    firstName: 'Grace',
    tags: ['vip', 'runner'],
    joinedAt: '2026-03-01',
    lastCheckInAt: '2026-11-20',
  },
  { firstName: 'Holly', tags: ['vip'], nutritionistUserId: PRIYA, joinedAt: '2026-03-31' },
  { firstName: 'Isla', status: 'paused', tags: ['runner'], joinedAt: '2026-04-01' },
  { firstName: 'Jade', status: 'paused', lastCheckInAt: '2026-10-01' },
  { firstName: 'Kate', status: 'archived', tags: ['vip'] },
  { firstName: 'Lucy', tags: ['vip'], email: '' },
  { firstName: 'Maya', tags: ['vip'], email: 'maya-unsubscribed@example.com' },
];
const ids = new Map<string, string>();
const addressOf = (name: string) => `${name.toLowerCase()}@example.com`;

const post = (path: string, body: unknown, as = coach) =>
  request(svc.app)
    .post(path)
    .set(as)
    .send(body as object);
const segment = (filters: Record<string, string>) => ({ kind: 'segment', filters });
const compose = (audience: unknown, extra: Record<string, unknown> = {}) => ({
  audience,
  subject: 'A note for {{firstName}}',
  body: 'Hi {{firstName}} {{lastName}},\n\nSee you soon.\n\n{{coachName}}',
  ...extra,
});
const rowsOf = (sendId: string) =>
  svc.db.emailMessage.findMany({ where: { sendId }, orderBy: { to: 'asc' } });

beforeAll(async () => {
  sink = await startSmtpSink();
  svc = await startNotification({
    env: { SMTP_URL: sink.url, ...TEST_BRAND },
    // A sweep every 200 ms that takes every queued row at once: it must still wait for due ones.
    delivery: { sweepIntervalMs: 200, staleAfterMs: 0 },
  });
  for (const seed of seeds) {
    const clientId = crypto.randomUUID();
    ids.set(seed.firstName, clientId);
    await svc.db.client.create({
      data: {
        clientId,
        firstName: seed.firstName,
        lastName: 'Stone',
        email: seed.email ?? addressOf(seed.firstName),
        status: seed.status ?? 'active',
        tags: seed.tags ?? [],
        nutritionistUserId: seed.nutritionistUserId ?? null,
        nutritionistName: seed.nutritionistUserId ? 'Priya' : null,
        joinedAt: seed.joinedAt ? new Date(`${seed.joinedAt}T12:00:00Z`) : null,
        lastCheckInAt: seed.lastCheckInAt ? new Date(`${seed.lastCheckInAt}T09:00:00Z`) : null,
        changedAt: new Date(),
      },
    });
  }
  await svc.db.emailSuppression.create({
    data: { address: 'maya-unsubscribed@example.com', reason: 'page' },
  });
});
afterAll(async () => {
  await svc?.close();
  await sink?.close();
});

describe('POST /api/emails/audience', () => {
  const count = async (filters: Record<string, string>) => {
    const response = await post('/api/emails/audience', { audience: segment(filters) });
    expect(response.status).toBe(200);
    return audienceCountSchema.parse(response.body);
  };

  it('counts a segment by status, tag, nutritionist, dates and last check-in', async () => {
    // Archived clients only when asked for; clients without an address never.
    expect(await count({})).toMatchObject({ matched: 6, suppressed: 1 });
    expect(await count({ status: 'active' })).toEqual({
      matched: 4,
      suppressed: 1,
      sample: ['Emma Stone', 'Grace Stone', 'Holly Stone', 'Maya Stone'],
    });
    expect((await count({ tag: 'vip' })).matched).toBe(4);
    expect((await count({ tag: 'vip', status: 'archived' })).sample).toEqual(['Kate Stone']);
    expect((await count({ nutritionist: PRIYA })).sample).toEqual(['Emma Stone', 'Holly Stone']);
    expect((await count({ nutritionist: 'none' })).matched).toBe(4);
    expect((await count({ joinedFrom: '2026-03-01', joinedTo: '2026-03-31' })).sample).toEqual([
      'Grace Stone',
      'Holly Stone',
    ]);
    expect((await count({ lastCheckInBefore: '2026-11-01' })).sample).toEqual([
      'Emma Stone',
      'Holly Stone',
      'Isla Stone',
      'Jade Stone',
      'Maya Stone',
    ]);
  });

  it('is for the coach only', async () => {
    const response = await post('/api/emails/audience', { audience: segment({}) }, nutritionist);
    expect(response.status).toBe(403);
  });
});

describe('POST /api/emails', () => {
  it('sends a segment one email per recipient, logs the unsubscribed one as suppressed', async () => {
    const response = await post('/api/emails', compose(segment({ tag: 'vip', status: 'active' })));
    expect(response.status).toBe(201);
    const send = emailSendSchema.parse(response.body);
    expect(send).toMatchObject({
      audience: 'Active clients tagged vip',
      recipients: 4,
      suppressed: 1,
      createdBy: 'Test',
    });

    const rows = await waitFor(
      async () => {
        const found = await rowsOf(send.id);
        return found.filter((row) => row.status === 'sent').length === 3 ? found : null;
      },
      { what: 'the three emails sent' },
    );
    expect(rows.map((row) => [row.to, row.status])).toEqual([
      ['emma@example.com', 'sent'],
      ['grace@example.com', 'sent'],
      ['holly@example.com', 'sent'],
      ['maya-unsubscribed@example.com', 'suppressed'],
    ]);
    const delivered = sink.accepted.filter((m) => m.header('subject')?.startsWith('A note for'));
    expect(delivered.map((m) => m.to[0]).sort()).toEqual([
      'emma@example.com',
      'grace@example.com',
      'holly@example.com',
    ]);
    const emma = delivered.find((m) => m.to[0] === 'emma@example.com')!;
    expect(emma.header('subject')).toBe('A note for Emma');
    expect(emma.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:8080\/unsubscribe\//);
    const emmaRow = rows.find((row) => row.to === 'emma@example.com')!;
    expect(emmaRow.text).toContain('Hi Emma Stone,');
    expect(emmaRow.text).toContain(emmaRow.listUnsubscribe);
    expect(emmaRow.clientId).toBe(ids.get('Emma'));

    const log = await request(svc.app).get(`/api/emails?sendId=${send.id}`).set(coach);
    const page = emailListResponseSchema.parse(log.body);
    expect(page.total).toBe(4);
    expect(page.items.every((item) => item.sendId === send.id && item.scheduledFor === null)).toBe(
      true,
    );
    const sends = emailSendListSchema.parse(
      (await request(svc.app).get('/api/email-sends').set(coach)).body,
    );
    expect(sends.items.find((item) => item.id === send.id)).toMatchObject({
      status: 'done',
      sent: 3,
      failed: 0,
      suppressed: 1,
    });
  });

  it('sends a one-off email to one client', async () => {
    const response = await post('/api/emails', {
      ...compose({ kind: 'client', clientId: ids.get('Jade') }),
      subject: 'Just for you',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ audience: 'Jade Stone', recipients: 1 });
    await waitFor(async () => sink.accepted.find((m) => m.header('subject') === 'Just for you'), {
      what: 'the one-off email',
    });
  });

  it.each([
    [
      'an unknown merge field, named',
      () => compose(segment({}), { body: 'Hi {{firstName}} {{nickname}}' }),
      EMAIL_TEMPLATE_MESSAGES.unknownFields(['nickname']),
    ],
    [
      'an empty subject',
      () => compose(segment({}), { subject: '  ' }),
      EMAIL_TEMPLATE_MESSAGES.subjectRequired,
    ],
    [
      'a segment with no recipients',
      () => compose(segment({ tag: 'nobody' })),
      EMAIL_SEND_MESSAGES.noRecipients,
    ],
    [
      'a sendAt in the past',
      () => compose(segment({}), { sendAt: new Date(Date.now() - 60_000).toISOString() }),
      EMAIL_SEND_MESSAGES.sendAtPast,
    ],
    [
      'a client without an address',
      () => compose({ kind: 'client', clientId: ids.get('Lucy') }),
      EMAIL_SEND_MESSAGES.clientHasNoEmail,
    ],
  ])('refuses %s with 400', async (_what, body, message) => {
    const before = await svc.db.emailMessage.count();
    const response = await post('/api/emails', body());
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect(await svc.db.emailMessage.count()).toBe(before);
  });

  it('answers 404 for a client it does not know, and 403 to anyone but the coach', async () => {
    const unknown = await post(
      '/api/emails',
      compose({ kind: 'client', clientId: crypto.randomUUID() }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(EMAIL_SEND_MESSAGES.clientNotFound);
    expect((await post('/api/emails', compose(segment({})), nutritionist)).status).toBe(403);
  });

  it('holds a scheduled send until its time, then delivers it', async () => {
    const sendAt = new Date(Date.now() + 1500);
    const response = await post(
      '/api/emails',
      compose(segment({ nutritionist: PRIYA }), {
        subject: 'Later, {{firstName}}',
        sendAt: sendAt.toISOString(),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'scheduled', recipients: 2 });
    const rows = await rowsOf(response.body.id);
    expect(rows.map((row) => [row.status, row.scheduledFor?.toISOString()])).toEqual([
      ['queued', sendAt.toISOString()],
      ['queued', sendAt.toISOString()],
    ]);
    // Several sweeps go by (every 200 ms, taking every queued row): none sends it early.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(sink.received.some((m) => m.header('subject')?.startsWith('Later,'))).toBe(false);
    const sent = await waitFor(
      async () => {
        const found = await rowsOf(response.body.id);
        return found.every((row) => row.status === 'sent') ? found : null;
      },
      { what: 'the scheduled emails sent' },
    );
    for (const row of sent) expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(sendAt.getTime());
    expect(sink.accepted.filter((m) => m.header('subject')?.startsWith('Later,'))).toHaveLength(2);
  });

  it('cancels a scheduled send: its emails and their delayed jobs are gone', async () => {
    const response = await post(
      '/api/emails',
      compose(segment({ status: 'paused' }), {
        sendAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    );
    const rows = await rowsOf(response.body.id);
    expect(rows).toHaveLength(2);
    expect(await svc.delivery!.queue.queue.getJob(rows[0]!.id)).toBeDefined();

    const cancelled = await post(`/api/email-sends/${response.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', recipients: 2 });
    expect(await rowsOf(response.body.id)).toEqual([]);
    for (const row of rows) expect(await svc.delivery!.queue.queue.getJob(row.id)).toBeUndefined();

    const again = await post(`/api/email-sends/${response.body.id}/cancel`, {});
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(EMAIL_SEND_MESSAGES.notCancellable);
    expect((await post(`/api/email-sends/${crypto.randomUUID()}/cancel`, {})).status).toBe(404);
  });

  it('stores one email per recipient when the fan-out runs twice for the same send', async () => {
    const deps = {
      db: svc.db,
      brand: brandFrom(svc.config),
      emailJobs: svc.delivery!.queue,
    };
    const recipients = await svc.db.client.findMany({
      where: { status: 'paused' },
      select: { clientId: true, firstName: true, lastName: true, email: true },
    });
    const send: NewSend = {
      id: crypto.randomUUID(),
      subject: 'Twice',
      body: 'Hello {{firstName}}',
      audience: segment({ status: 'paused' }),
      audienceLabel: 'Paused clients',
      status: 'scheduled',
      sendAt: new Date(Date.now() + 3600_000),
      createdBy: 'Test',
      recipients: 0,
      suppressed: 0,
    };
    const caller = { identity: {} as never, correlationId: 'test-twice' };
    expect(await fanOut(deps, caller, send, recipients)).toEqual({ added: 2 });
    expect(await fanOut(deps, caller, send, recipients)).toEqual({ added: 0 });
    expect(await rowsOf(send.id)).toHaveLength(2);
    expect(await svc.db.emailSend.count({ where: { id: send.id } })).toBe(1);
  });
});

describe('a segment of 10,000', () => {
  it('is stored and enqueued by the one request, every recipient once', async () => {
    const now = new Date();
    await svc.db.client.createMany({
      data: Array.from({ length: 10_000 }, (_, i) => ({
        clientId: crypto.randomUUID(),
        firstName: `Client${i}`,
        lastName: 'Bulk',
        email: `bulk${i}@example.com`,
        status: 'active' as const,
        tags: ['bulk'],
        changedAt: now,
      })),
    });
    // Scheduled an hour ahead: the delivery worker leaves the jobs alone. How fast this is, is
    // bench/email-sends.ts's question (a timed test only measures the machine's load).
    const response = await post(
      '/api/emails',
      compose(segment({ tag: 'bulk' }), { sendAt: new Date(Date.now() + 3600_000).toISOString() }),
    );
    expect(response.status).toBe(201);
    expect(response.body.recipients).toBe(10_000);
    expect(await svc.delivery!.queue.queue.getDelayedCount()).toBeGreaterThanOrEqual(10_000);
    expect(await svc.db.emailMessage.count({ where: { sendId: response.body.id } })).toBe(10_000);
    await post(`/api/email-sends/${response.body.id}/cancel`, {});
  }, 60_000);
});
