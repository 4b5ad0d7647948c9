import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATES,
  emailPreviewSchema,
  emailTemplateDetailSchema,
  emailTemplateSummarySchema,
  emailTestSentSchema,
} from '@wellness/contracts';
import { asUser, waitFor } from '@wellness/kit/src/testing';
import { TEST_BRAND, envelope, silentLogger, startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';
import { consumeEvent } from '@wellness/kit';

let svc: NotificationHarness;
let inbox: MailInbox;
let close: () => Promise<void>;
const coach = asUser('c0ac0000-0000-4000-8000-000000000001', 'coach');
const URL = '/api/email-templates';

beforeAll(async () => {
  ({ svc, inbox, close } = await startWithInbox());
});
afterAll(() => close?.());

const put = (key: string, body: object) =>
  request(svc.app).put(`${URL}/${key}`).set(coach).send(body);
const detailOf = async (key: string) =>
  emailTemplateDetailSchema.parse((await request(svc.app).get(`${URL}/${key}`).set(coach)).body);

describe('GET /api/email-templates', () => {
  it('lists every template, with whether the coach has edited it', async () => {
    await put('lead-alert', { subject: 'New lead: {{leadName}}', body: 'Call {{leadName}}.' });
    const response = await request(svc.app).get(URL).set(coach).expect(200);
    const items = response.body.map((item: unknown) => emailTemplateSummarySchema.parse(item));
    expect(items.map((item: { key: string }) => item.key)).toEqual([...EMAIL_TEMPLATES]);
    const edited = items.find((item: { key: string }) => item.key === 'lead-alert');
    expect(edited).toMatchObject({ customised: true, category: 'transactional' });
    expect(edited.updatedAt).not.toBeNull();
    expect(items.find((item: { key: string }) => item.key === 'invitation')).toMatchObject({
      customised: false,
      updatedAt: null,
    });
  });
});

describe('GET /api/email-templates/:key', () => {
  it('gives the text, the declared fields and the default', async () => {
    const detail = await detailOf('checkin-reminder');
    expect(detail).toMatchObject({ key: 'checkin-reminder', customised: false, versions: [] });
    expect(detail.subject).toBe(detail.defaultSubject);
    expect(detail.body).toContain('[button: Start your check-in]({{checkinLink}})');
    expect(detail.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['firstName', 'coachName', 'checkinLink', 'dueDate']),
    );
  });

  it('answers 404 for a key that is no template', async () => {
    await request(svc.app).get(`${URL}/no-such-template`).set(coach).expect(404);
    await request(svc.app).get(`${URL}/__proto__`).set(coach).expect(404);
  });
});

describe('PUT /api/email-templates/:key', () => {
  it('refuses unknown merge fields, naming them, and saves nothing', async () => {
    const response = await put('checkin-reviewed', {
      subject: 'Hello {{firstName}}',
      body: 'Your weight: {{weightKg}} and {{bmi}}',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(EMAIL_TEMPLATE_MESSAGES.unknownFields(['weightKg', 'bmi']));
    expect(response.body.fields.body).toBe('Unknown merge fields: {{weightKg}}, {{bmi}}');
    const inSubject = await put('checkin-reviewed', { subject: '{{nope}}', body: 'Hi' });
    expect(inSubject.status).toBe(400);
    expect(inSubject.body.fields.subject).toBe('Unknown merge field: {{nope}}');
    expect((await detailOf('checkin-reviewed')).customised).toBe(false);
  });

  it('refuses an empty subject, a link that is not a web link and an unknown key', async () => {
    const empty = await put('checkin-reviewed', { subject: '  ', body: 'Hi' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(EMAIL_TEMPLATE_MESSAGES.subjectRequired);
    const js = await put('checkin-reviewed', { subject: 'S', body: '[button: Go](javascript:x)' });
    expect(js.status).toBe(400);
    expect(js.body.error).toMatch(/web addresses/);
    // A field that is no link, where a link must be: it would never render.
    const notALink = await put('checkin-reviewed', {
      subject: 'S',
      body: '[button: Go]({{firstName}})',
    });
    expect(notALink.status).toBe(400);
    expect(notALink.body.error).toMatch(/Not a web link/);
    await put('no-such-template', { subject: 'S', body: 'B' }).expect(404);
  });

  it('keeps every replaced text as a version, and restores one or the default', async () => {
    const key = 'nutrition-plan-published';
    const first = await put(key, { subject: 'Plan v1', body: 'Hi {{firstName}}, one.' });
    expect(first.status).toBe(200);
    expect(emailTemplateDetailSchema.parse(first.body)).toMatchObject({
      customised: true,
      subject: 'Plan v1',
      versions: [],
    });
    await put(key, { subject: 'Plan v2', body: 'Hi {{firstName}}, two.' }).expect(200);
    const third = await put(key, { subject: 'Plan v3', body: 'Hi {{firstName}}, three.' });
    expect(
      third.body.versions.map((v: { version: number; subject: string }) => [v.version, v.subject]),
    ).toEqual([
      [2, 'Plan v2'],
      [1, 'Plan v1'],
    ]);
    expect(third.body.versions[0].savedBy).toBe('Test');

    const restored = await request(svc.app)
      .post(`${URL}/${key}/restore`)
      .set(coach)
      .send({ version: 1 })
      .expect(200);
    expect(restored.body).toMatchObject({ subject: 'Plan v1', body: 'Hi {{firstName}}, one.' });
    expect(restored.body.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    const byDefault = await request(svc.app)
      .post(`${URL}/${key}/restore`)
      .set(coach)
      .send({ version: 'default' })
      .expect(200);
    expect(byDefault.body).toMatchObject({ customised: false, updatedAt: null });
    expect(byDefault.body.subject).toBe(byDefault.body.defaultSubject);
    expect(byDefault.body.versions.map((v: { version: number }) => v.version)).toEqual([
      4, 3, 2, 1,
    ]);

    await request(svc.app)
      .post(`${URL}/${key}/restore`)
      .set(coach)
      .send({ version: 99 })
      .expect(404);
    await request(svc.app)
      .post(`${URL}/${key}/restore`)
      .set(coach)
      .send({ version: 'latest' })
      .expect(400);
  });

  it('sends the saved text with the next event, and the default again once restored', async () => {
    const key = 'checkin-reviewed';
    await put(key, {
      subject: '{{firstName}}, {{coachName}} wrote back',
      body: '## Feedback is in\n\nHi {{firstName}}, **read it** now.\n\n[button: Read it]({{feedbackLink}})',
    }).expect(200);
    const event = envelope('checkin.reviewed', {
      checkinId: randomUUID(),
      clientId: randomUUID(),
      userId: randomUUID(),
      email: 'custom@example.com',
      firstName: 'Emma',
      lastName: 'Stone',
    });
    expect(await consumeEvent(event, svc.db, svc.handlers, silentLogger)).toBe('processed');
    const [stored] = await svc.db.emailMessage.findMany({ where: { relatedEventId: event.id } });
    expect(stored).toMatchObject({
      template: key,
      subject: `Emma, ${TEST_BRAND.COACH_NAME} wrote back`,
    });
    expect(stored.html).toContain('<strong>read it</strong>');
    expect(stored.html).toContain('href="http://localhost:8080/client-checkins"');
    expect(stored.text).toContain('Read it: http://localhost:8080/client-checkins');
    await request(svc.app)
      .post(`${URL}/${key}/restore`)
      .set(coach)
      .send({ version: 'default' })
      .expect(200);
  });
});

describe('POST /api/email-templates/:key/preview', () => {
  const clientId = randomUUID();
  beforeAll(async () => {
    await svc.db.client.create({
      data: {
        clientId,
        firstName: 'Olivia',
        lastName: 'Bennett',
        email: 'olivia@example.com',
        status: 'active',
        coachName: 'Sarah Mitchell',
        changedAt: new Date(),
      },
    });
  });
  const preview = (key: string, body: object) =>
    request(svc.app).post(`${URL}/${key}/preview`).set(coach).send(body);

  it('renders with the sample data, the business’s own names in', async () => {
    const response = await preview('checkin-nudge', {}).expect(200);
    const body = emailPreviewSchema.parse(response.body);
    expect(body.filledFor).toBeNull();
    expect(body.subject).toBe('Your check-in is still waiting for you');
    expect(body.text).toContain('Hi Mia,');
    expect(body.text).toContain(`helps ${TEST_BRAND.COACH_NAME} keep your plan`);
    expect(body.html).toContain(TEST_BRAND.POSTAL_ADDRESS);
    expect(body.html).toContain('href="http://localhost:8080/checkin"');
    for (const part of [body.subject, body.html, body.text]) expect(part).not.toContain('{{');
  });

  it('serves the rendered HTML to the preview frame as a document whose policy allows only inline styles', async () => {
    const { body } = await preview('checkin-nudge', {}).expect(200);
    const framed = await request(svc.app).get(body.htmlUrl).set(coach).expect(200);
    expect(framed.headers['content-type']).toMatch(/^text\/html/);
    expect(framed.text).toBe(body.html);
    const policy = framed.headers['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The same preview keeps its address (the frame does not reload); another text gets another.
    expect((await preview('checkin-nudge', {}).expect(200)).body.htmlUrl).toBe(body.htmlUrl);
    const edited = await preview('checkin-nudge', { subject: 'Nudge', body: 'Hi {{firstName}}' });
    expect(edited.body.htmlUrl).not.toBe(body.htmlUrl);
    expect(
      (await request(svc.app).get(body.htmlUrl).set(asUser(randomUUID(), 'client'))).status,
    ).toBe(403);
    expect((await request(svc.app).get(`${URL}/previews/${randomUUID()}`).set(coach)).status).toBe(
      404,
    );
  });

  it('fills what it knows of a client, and the samples for the rest', async () => {
    const response = await preview('payment-failed-alert', { clientId }).expect(200);
    const body = emailPreviewSchema.parse(response.body);
    expect(body.filledFor).toBe('Olivia Bennett');
    expect(body.subject).toBe('Payment failed: Olivia Bennett, £49.00');
    expect(body.text).toContain('Email: olivia@example.com');
    const greeting = await preview('checkin-reminder', { clientId }).expect(200);
    expect(greeting.body.text).toContain('Hi Olivia,');
    expect(greeting.body.text).toContain('Sarah Mitchell reads every one');
    await preview('checkin-reminder', { clientId: randomUUID() }).expect(404);
  });

  it('renders unsaved text, refusing unknown fields', async () => {
    const response = await preview('lead-confirmation', {
      subject: 'Hello {{firstName}}',
      body: '## Hi\n\n- one\n- {{businessName}}',
    }).expect(200);
    expect(response.body.subject).toBe('Hello Mia');
    expect(response.body.text).toContain(`- ${TEST_BRAND.BUSINESS_NAME}`);
    const unknown = await preview('lead-confirmation', { body: 'Hi {{weight}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(EMAIL_TEMPLATE_MESSAGES.unknownFields(['weight']));
    expect((await detailOf('lead-confirmation')).customised).toBe(false);
  });
});

describe('POST /api/email-templates/:key/test', () => {
  it('queues the preview to the coach through the normal delivery, noted in the log', async () => {
    const response = await request(svc.app)
      .post(`${URL}/password-reset/test`)
      .set(coach)
      .send({})
      .expect(202);
    const sent = emailTestSentSchema.parse(response.body);
    expect(sent.to).toBe(TEST_BRAND.COACH_EMAIL);
    const row = await svc.db.emailMessage.findUniqueOrThrow({ where: { id: sent.emailId } });
    expect(row).toMatchObject({
      template: 'password-reset',
      to: TEST_BRAND.COACH_EMAIL,
      subject: `[Test] Reset your ${TEST_BRAND.BUSINESS_NAME} password`,
    });
    expect(row.note).toMatch(
      /test of the “Password reset” template, sent by Test with sample details/,
    );
    await waitFor(
      async () =>
        (await svc.db.emailMessage.findUnique({ where: { id: sent.emailId } }))?.status === 'sent',
      { what: 'the test email sent', timeoutMs: 15000 },
    );
    const mail = await inbox.waitForEmail(TEST_BRAND.COACH_EMAIL);
    expect(mail.subject).toBe(`[Test] Reset your ${TEST_BRAND.BUSINESS_NAME} password`);
  });
});

describe('who may', () => {
  it.each([
    ['GET', URL],
    ['GET', `${URL}/invitation`],
    ['PUT', `${URL}/invitation`],
    ['POST', `${URL}/invitation/restore`],
    ['POST', `${URL}/invitation/preview`],
    ['POST', `${URL}/invitation/test`],
  ] as const)(
    '%s %s: the coach only (client and nutritionist 403, anonymous 401)',
    async (method, path) => {
      const send = (headers: Record<string, string>) => {
        const agent = request(svc.app);
        const req =
          method === 'GET'
            ? agent.get(path)
            : method === 'PUT'
              ? agent.put(path)
              : agent.post(path);
        return req.set(headers).send({ subject: 'S', body: 'B' });
      };
      expect((await send(asUser(randomUUID(), 'client'))).status).toBe(403);
      expect((await send(asUser(randomUUID(), 'nutritionist'))).status).toBe(403);
      expect((await send({})).status).toBe(401);
    },
  );
});
