import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { consentSchema, conversationListSchema } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { outboxPayloads } from '@wellness/kit/src/testing';
import { startNotification } from '../../test/harness';
import type { NotificationHarness } from '../../test/harness';
import { seedPeople } from '../../test/conversation-fixtures';
import type { People } from '../../test/conversation-fixtures';
import { DELETED_MESSAGE_TEXT, REDACTED_NAME } from './repository';

/**
 * notification's part of data protection (issue 19): her data-export email, her marketing
 * consent, and her erasure — her messages removed (the coach's thread says "Message deleted"),
 * her attachments' files deleted, emails to and about her, her notices and read-model row gone;
 * confirmed once per request.
 */
const log = createLogger('notification-erasure-test', 'silent');
let h: NotificationHarness;
let p: People;
let conversationId: string;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const deliver = (envelope: unknown) => consumeEvent(envelope, h.db, h.handlers, log);
const context = { correlationId: 'notification-erasure-test', actor: { service: 'crm' } };
const send = (as: Record<string, string>, body: string, attachmentIds: string[] = []) =>
  request(h.app)
    .post(`/api/conversations/${conversationId}/messages`)
    .set(as)
    .send({ id: randomUUID(), body, attachmentIds });

beforeAll(async () => {
  h = await startNotification();
  p = await seedPeople(h);
  const inbox = conversationListSchema.parse(
    (await request(h.app).get('/api/conversations').set(p.as.emma)).body,
  );
  conversationId = inbox.items.find((c) => c.kind === 'coach')!.id;
});
afterAll(() => h.close());

describe('her data export', () => {
  it('emails her the link, saying it works for 24 hours', async () => {
    const url = `http://localhost:8080/api/data-requests/${randomUUID()}/download?token=abc`;
    await deliver(
      createEnvelope(
        'data_export.ready',
        {
          requestId: randomUUID(),
          clientId: p.emma.clientId,
          userId: p.emma.userId,
          email: p.emma.email,
          firstName: p.emma.firstName,
          lastName: p.emma.lastName,
          url,
          expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
        },
        context,
      ),
    );
    const email = await h.db.emailMessage.findFirstOrThrow({
      where: { template: 'data-export-ready' },
    });
    expect(email.to).toBe(p.emma.email);
    expect(email.subject).toMatch(/data is ready/);
    expect(email.text).toContain(url);
    expect(email.text).toContain('24 hours');
  });
});

describe('her marketing consent', () => {
  const consent = async () =>
    consentSchema.parse(
      (await request(h.app).get('/api/notifications/marketing-consent').set(p.as.emma)).body,
    );

  it('is given until she withdraws it, then her address is suppressed', async () => {
    expect(await consent()).toEqual({
      kind: 'marketing_emails',
      given: true,
      givenAt: null,
      withdrawnAt: null,
    });
    const res = await request(h.app)
      .post('/api/notifications/marketing-consent/withdraw')
      .set(p.as.emma);
    expect(res.status).toBe(200);
    expect(consentSchema.parse(res.body)).toMatchObject({ given: false });
    expect((await consent()).withdrawnAt).not.toBeNull();
    // Her identity's address (asUser signs `<userId>@test.local`).
    expect(
      await h.db.emailSuppression.findUnique({ where: { address: `${p.emma.userId}@test.local` } }),
    ).toMatchObject({ reason: 'withdrawn' });
    // crm's audit log hears of it.
    expect(await outboxPayloads(h.db, 'consent.withdrawn')).toEqual([
      { clientId: null, userId: p.emma.userId, kind: 'marketing_emails' },
    ]);
  });

  it('is the client’s own: the coach and the anonymous are refused', async () => {
    const route = '/api/notifications/marketing-consent';
    expect((await request(h.app).get(route)).status).toBe(401);
    expect((await request(h.app).get(route).set(p.as.coach)).status).toBe(403);
    expect((await request(h.app).post(`${route}/withdraw`).set(p.as.nina)).status).toBe(403);
  });
});

describe('client.erasure_requested', () => {
  it('removes her messages and files, keeps the coach’s thread, and confirms once', async () => {
    const upload = await request(h.app)
      .post('/api/attachments')
      .set(p.as.emma)
      .attach('file', PDF, { filename: 'bloods.pdf', contentType: 'application/pdf' });
    expect(upload.status).toBe(201);
    expect((await send(p.as.emma, 'My results, from Emma', [upload.body.id])).status).toBe(201);
    expect((await send(p.as.coach, 'Thanks emma, looks good')).status).toBe(201);
    expect((await send(p.as.olivia, 'not mine to send')).status).not.toBe(201);
    expect((await h.files.list(`attachments/${upload.body.id}`)).length).toBeGreaterThan(0);
    await h.db.emailMessage.create({
      data: {
        template: 'lead-alert',
        to: 'coach@example.com',
        replyTo: p.emma.email,
        subject: `New lead: ${p.emma.firstName} ${p.emma.lastName}`,
        html: '<p>New lead</p>',
        text: 'New lead',
      },
    });
    await h.db.emailSuppression.create({ data: { address: p.emma.email, reason: 'page' } });
    await h.db.inAppNotification.create({
      data: { userId: p.emma.userId!, title: 'Welcome', body: 'Hello' },
    });
    const oliviaEmails = await h.db.emailMessage.count({ where: { to: p.olivia.email } });

    const requestId = randomUUID();
    const event = createEnvelope(
      'client.erasure_requested',
      {
        requestId,
        clientId: p.emma.clientId,
        userId: p.emma.userId,
        email: p.emma.email,
      },
      context,
    );
    expect(await deliver(event)).toBe('processed');

    const thread = (
      await request(h.app).get(`/api/conversations/${conversationId}/messages`).set(p.as.coach)
    ).body as { items: { senderUserId: string; body: string; attachments: unknown[] }[] };
    const bodies = thread.items.map((m) => [
      m.senderUserId === p.coachId ? 'coach' : 'her',
      m.body,
    ]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        ['her', DELETED_MESSAGE_TEXT],
        ['coach', `Thanks ${REDACTED_NAME}, looks good`],
      ]),
    );
    expect(await h.db.message.count({ where: { body: { contains: 'Emma' } } })).toBe(0);
    expect(await h.db.message.count({ where: { deletedAt: { not: null } } })).toBe(1);
    expect(await h.files.list(`attachments/${upload.body.id}`)).toEqual([]);
    expect(await h.db.attachment.count({ where: { uploaderUserId: p.emma.userId! } })).toBe(0);
    expect(
      await h.db.emailMessage.count({
        where: {
          OR: [
            { to: p.emma.email },
            { replyTo: p.emma.email },
            { subject: { contains: p.emma.lastName } },
          ],
        },
      }),
    ).toBe(0);
    expect(await h.db.emailMessage.count({ where: { to: p.olivia.email } })).toBe(oliviaEmails);
    expect(await h.db.emailSuppression.count({ where: { address: p.emma.email } })).toBe(0);
    expect(await h.db.inAppNotification.count({ where: { userId: p.emma.userId! } })).toBe(0);
    expect(await h.db.client.findUnique({ where: { clientId: p.emma.clientId } })).toMatchObject({
      firstName: 'Erased',
      lastName: 'client',
      email: 'erased@erased.invalid',
      userId: null,
    });
    expect(await h.db.client.count({ where: { clientId: p.olivia.clientId } })).toBe(1);

    expect(await deliver(event)).toBe('duplicate');
    expect(
      await deliver(
        createEnvelope(
          'client.erasure_requested',
          { requestId, clientId: p.emma.clientId, userId: p.emma.userId, email: p.emma.email },
          context,
        ),
      ),
    ).toBe('processed');
    const confirmations = (await outboxPayloads(h.db, 'client.erasure_confirmed')).filter(
      (c) => c.requestId === requestId,
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.erased).toMatchObject({
      messages: 1,
      messagesRedacted: 1,
      attachments: 1,
      clientsAnonymised: 1,
    });
  });
});
