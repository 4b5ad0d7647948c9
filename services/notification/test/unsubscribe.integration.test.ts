import request from 'supertest';
import type { EmailTemplate } from '@wellness/contracts';
import { UNSUBSCRIBE_MESSAGES } from '@wellness/contracts';
import { waitFor } from '@wellness/kit/src/testing';
import { brandFrom } from '../src/emails/brand';
import type { Brand } from '../src/emails/brand';
import { storeTemplatedEmail } from '../src/emails/compose';
import { defineTemplate } from '../src/emails/templates/template';
import { passwordReset } from '../src/emails/templates';
import { signUnsubscribeToken } from '../src/unsubscribe/token';
import { UNSUBSCRIBE_PAGE_POLICY } from '../src/unsubscribe/page';
import { silentLogger, startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';

/**
 * Issue 18, Unsubscribe: marketing emails carry the link and RFC 8058's one-click headers, an
 * address that unsubscribed gets no more of them (logged suppressed, never at the SMTP server)
 * while transactional emails still reach it, and the public page confirms or undoes it.
 */

/** A marketing template of the test's own (the registry's marketing ones belong to automations). */
const tip = defineTemplate<{ firstName: string }>()({
  key: 'checkin-nudge' satisfies EmailTemplate,
  name: 'A weekly tip',
  description: 'A test-only marketing email',
  category: 'marketing',
  fields: { firstName: ['First name', 'Mia'] },
  fieldsOf: (payload) => ({ firstName: payload.firstName }),
  subject: 'A tip for you, {{firstName}}',
  body: 'Hi {{firstName}},\n\nDrink a glass of water before each meal.',
});

let svc: NotificationHarness;
let inbox: MailInbox;
let close: () => Promise<void>;
let brand: Brand;

beforeAll(async () => {
  ({ svc, inbox, close } = await startWithInbox());
  brand = brandFrom(svc.config);
});
afterAll(() => close?.());

const store = (to: string, template: 'tip' | 'reset' = 'tip') =>
  svc.db.$transaction((tx) =>
    template === 'tip'
      ? storeTemplatedEmail(tx, brand, silentLogger, {
          template: tip,
          payload: { firstName: 'Mia' },
          to,
        })
      : storeTemplatedEmail(tx, brand, silentLogger, {
          template: passwordReset,
          payload: {
            userId: crypto.randomUUID(),
            email: to,
            firstName: 'Mia',
            resetUrl: 'http://localhost:8080/reset-password?token=abc',
            expiresAt: new Date(Date.now() + 3600_000).toISOString(),
          },
          to,
        }),
  );

/** The row once delivery is done with it (sent or suppressed). */
const delivered = (id: string) =>
  waitFor(
    async () => {
      const row = await svc.db.emailMessage.findUnique({ where: { id } });
      return row && row.status !== 'queued' ? row : null;
    },
    { what: `email ${id} delivered or suppressed`, timeoutMs: 15000 },
  );

/** The message exactly as the SMTP server received it. */
async function rawMessage(id: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${inbox.webPort}/email/${id}/source`);
  return response.text();
}

/** A header of a raw message, unfolded. */
const headerOf = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
};

const pathOf = (url: string) => new URL(url).pathname;
const tokenFor = (address: string) => signUnsubscribeToken(svc.config.IDENTITY_SECRET, address);

describe('sending', () => {
  it('gives a marketing email its unsubscribe link and both RFC 8058 headers', async () => {
    const { id } = await store('mia@example.com');
    const row = await delivered(id);
    expect(row.status).toBe('sent');
    const url = `${svc.config.APP_URL}/unsubscribe/${tokenFor('mia@example.com')}`;
    expect(row.listUnsubscribe).toBe(url);
    expect(row.html).toContain(`href="${url}"`);
    expect(row.text).toContain(`Unsubscribe: ${url}`);
    expect(row.html + row.text).not.toContain('{{unsubscribeLink}}');

    const mail = await inbox.waitForEmail('mia@example.com', (m) => m.subject.startsWith('A tip'));
    const raw = await rawMessage(mail.id);
    expect(headerOf(raw, 'List-Unsubscribe')).toBe(`<${url}>`);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('gives a transactional email neither the link nor the headers', async () => {
    const { id } = await store('noah@example.com', 'reset');
    const row = await delivered(id);
    expect(row.status).toBe('sent');
    expect(row.listUnsubscribe).toBeNull();
    expect(row.html + row.text).not.toMatch(/unsubscribe/i);
    const mail = await inbox.waitForEmail('noah@example.com');
    const raw = await rawMessage(mail.id);
    expect(headerOf(raw, 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBeUndefined();
  });
});

describe('one-click unsubscribe', () => {
  it('suppresses the address: its next marketing email is logged suppressed and never sent, transactional ones still are', async () => {
    const address = 'ava@example.com';
    const first = await delivered((await store(address)).id);
    const oneClick = await request(svc.app)
      .post(pathOf(first.listUnsubscribe!))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers['content-type']).toMatch(/^text\/plain/);
    expect(await svc.db.emailSuppression.findUnique({ where: { address } })).toMatchObject({
      reason: 'one_click',
    });

    // Her address as another sender spelled it is still hers.
    const marketing = await store('Ava@Example.com');
    const suppressed = await delivered(marketing.id);
    expect(suppressed.status).toBe('suppressed');
    expect((await svc.delivery!.queue.queue.getJob(marketing.id))?.returnvalue).toEqual({
      outcome: 'suppressed',
    });
    const reset = await delivered((await store(address, 'reset')).id);
    expect(reset.status).toBe('sent');
    await inbox.waitForEmail(address, (m) => m.subject.includes('password'));
    const received = (await inbox.emails()).filter((m) =>
      m.to.some((to) => to.address.toLowerCase() === address),
    );
    expect(received.map((m) => m.subject).sort()).toEqual([
      'A tip for you, Mia',
      expect.stringContaining('password'),
    ]);
  });

  it('takes the multipart form RFC 8058 also allows', async () => {
    const res = await request(svc.app)
      .post(`/unsubscribe/${tokenFor('multi@example.com')}`)
      .field('List-Unsubscribe', 'One-Click');
    expect(res.status).toBe(200);
    expect(
      await svc.db.emailSuppression.findUnique({ where: { address: 'multi@example.com' } }),
    ).not.toBeNull();
  });
});

describe('the unsubscribe page', () => {
  const address = 'isla.brown@example.com';
  const path = () => `/unsubscribe/${tokenFor(address)}`;

  it('asks to confirm, without sign-in, with its own strict policy and her address masked', async () => {
    const page = await request(svc.app).get(path());
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(UNSUBSCRIBE_PAGE_POLICY);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('Glow Coaching');
    expect(page.text).toContain('i•••n@example.com');
    expect(page.text).not.toContain(address);
    expect(page.text).toContain('name="choice" value="unsubscribe"');
    expect(page.text).toContain('<meta name="viewport"');
    expect(page.text).not.toMatch(/<script/i);
  });

  it('unsubscribes from its button, then subscribes again', async () => {
    const unsubscribed = await request(svc.app)
      .post(path())
      .type('form')
      .send({ choice: 'unsubscribe' });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.text).toContain(UNSUBSCRIBE_MESSAGES.unsubscribed);
    expect(unsubscribed.text).toContain('value="resubscribe"');
    expect(await svc.db.emailSuppression.findUnique({ where: { address } })).toMatchObject({
      reason: 'page',
    });
    // Coming back later: the page knows, and offers to subscribe again.
    expect((await request(svc.app).get(path())).text).toContain('Subscribe again');
    expect((await delivered((await store(address)).id)).status).toBe('suppressed');

    const resubscribed = await request(svc.app)
      .post(path())
      .type('form')
      .send({ choice: 'resubscribe' });
    expect(resubscribed.status).toBe(200);
    expect(resubscribed.text).toContain(UNSUBSCRIBE_MESSAGES.resubscribed);
    expect(resubscribed.text).toContain('value="unsubscribe"');
    expect(await svc.db.emailSuppression.findUnique({ where: { address } })).toBeNull();
    expect((await delivered((await store(address)).id)).status).toBe('sent');
  });

  it('refuses a form without a choice with 400 and says why', async () => {
    const res = await request(svc.app).post(path()).type('form').send({ choice: 'maybe' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Choose to unsubscribe or to subscribe again');
  });
});

describe('a forged token', () => {
  const [encoded, signature] = signUnsubscribeToken('x'.repeat(32), 'eve@example.com').split('.');
  const forged = `/unsubscribe/${encoded}.${signature}`;

  it('gets 404 with the not-found message, and changes nothing', async () => {
    const page = await request(svc.app).get(forged);
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(UNSUBSCRIBE_MESSAGES.notFound);
    expect(page.text).not.toContain('<form');

    const oneClick = await request(svc.app)
      .post(forged)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(404);
    expect(oneClick.text).toBe(UNSUBSCRIBE_MESSAGES.notFound);

    const form = await request(svc.app).post(forged).type('form').send({ choice: 'unsubscribe' });
    expect(form.status).toBe(404);
    expect(form.text).toContain(UNSUBSCRIBE_MESSAGES.notFound);
    expect((await request(svc.app).get('/unsubscribe/garbage')).status).toBe(404);
    expect(await svc.db.emailSuppression.count({ where: { address: 'eve@example.com' } })).toBe(0);
  });
});
