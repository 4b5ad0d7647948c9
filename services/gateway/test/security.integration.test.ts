import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { createLogger } from '@wellness/kit';
import { createGateway } from '../src/server';
import { cookieHeader, createApprovedUser, startAuth } from '../../auth/test/harness';
import type { AuthHarness } from '../../auth/test/harness';
import { startCrm } from '../../crm/test/harness';
import type { CrmHarness } from '../../crm/test/harness';
import { cspHash as sha256, shellDocument, staticRoot, testConfig } from './fixtures';

/**
 * Issue 11 §1, §3 and §4 through the real gateway in front of the real auth and crm services:
 * security headers on every kind of answer, rate limits keyed on the address the gateway decides,
 * and the CSRF check that wants the app's own Origin.
 */

const APP_ORIGIN = 'http://localhost:8080';
/** A built shell, one remote and mf-marketing's prerendered pages (with their inline code). */
function staticFixture({ prerendered = true } = {}): string {
  const root = staticRoot(
    shellDocument('/main.0123abcd4567.js'),
    prerendered
      ? {
          css: '.mk{color:#2f6b5a}',
          pages: [{ path: '/', page: 'home', seo: 'home', html: '<h1>Transform Your Life</h1>' }],
        }
      : undefined,
  );
  writeFileSync(join(root, 'shell', 'dist', 'main.0123abcd4567.js'), 'console.log(1)');
  mkdirSync(join(root, 'mf-coach', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-coach', 'dist', 'mf-manifest.json'), '{"name":"mf_coach"}');
  return root;
}

let auth: AuthHarness;
let crm: CrmHarness;
let servers: Server[] = [];
let siteRoot: string;

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function gateway(env: Record<string, string> = {}): Server {
  const config = testConfig({
    PORT: '0',
    AUTH_URL: urlOf(servers[0]),
    CRM_URL: urlOf(servers[1]),
    CHECKIN_URL: urlOf(servers[1]),
    NOTIFICATION_URL: urlOf(servers[1]),
    STATIC_ROOT: siteRoot,
    APP_URL: APP_ORIGIN,
    ...env,
  });
  return createGateway(config, createLogger('gateway', 'silent'));
}

let plain: Server;
let coachCookie: string;
let leadId: string;

beforeAll(async () => {
  [auth, crm] = await Promise.all([startAuth(), startCrm()]);
  servers = [auth.app.listen(0, '127.0.0.1'), crm.app.listen(0, '127.0.0.1')];
  await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
  siteRoot = staticFixture();
  plain = gateway();
  await createApprovedUser(auth.db, 'coach@security.test', 'coach-password-1', 'coach');
  const login = await request(plain)
    .post('/api/auth/login')
    .set('origin', APP_ORIGIN)
    .send({ email: 'coach@security.test', password: 'coach-password-1' })
    .expect(200);
  coachCookie = cookieHeader(login);
  const lead = await crm.db.lead.create({
    data: { firstName: 'Maya', lastName: 'Hart', email: 'maya@security.test' },
  });
  leadId = lead.id;
});

afterAll(async () => {
  plain.close();
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  await Promise.all([auth.close(), crm.close()]);
});

/** The CSP as directive → sources. */
function csp(header: string | undefined): Record<string, string[]> {
  expect(header).toBeDefined();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: request.Response, what: string) {
  const headers = response.headers;
  expect({ what, nosniff: headers['x-content-type-options'] }).toEqual({
    what,
    nosniff: 'nosniff',
  });
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['x-frame-options']).toBe('DENY');
  const policy = csp(headers['content-security-policy']);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toContain("'self'");
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  return policy;
}

describe('security headers (§1)', () => {
  it('are on every answer: documents, assets, manifests, config, API answers, 404s and probes', async () => {
    const answers: Array<[string, request.Response]> = [
      ['prerendered page', await request(plain).get('/')],
      ['shell document', await request(plain).get('/auth')],
      ['unknown page', await request(plain).get('/no-such-page')],
      ['asset', await request(plain).get('/main.0123abcd4567.js')],
      ['manifest', await request(plain).get('/mf/mf-coach/mf-manifest.json')],
      ['missing remote file', await request(plain).get('/mf/mf-coach/nope.js')],
      ['remote config', await request(plain).get('/remote-config.json')],
      ['proxied API answer', await request(plain).get('/api/leads')],
      ['signed-in API answer', await request(plain).get('/api/leads').set('cookie', coachCookie)],
      ['unknown API route', await request(plain).get('/api/no-such-thing')],
      ['refused request', await request(plain).post('/api/leads').send({})],
      ['liveness', await request(plain).get('/health')],
      ['readiness', await request(plain).get('/ready')],
      ['aggregated health', await request(plain).get('/api/health')],
    ];
    expect(answers.map(([what, r]) => [what, r.status])).toEqual([
      ['prerendered page', 200],
      ['shell document', 200],
      ['unknown page', 404],
      ['asset', 200],
      ['manifest', 200],
      ['missing remote file', 404],
      ['remote config', 200],
      ['proxied API answer', 401],
      ['signed-in API answer', 200],
      ['unknown API route', 404],
      ['refused request', 403],
      ['liveness', 200],
      ['readiness', 200],
      ['aggregated health', 200],
    ]);
    for (const [what, response] of answers) expectSecurityHeaders(response, what);
    // Plain HTTP, no proxy vouching for HTTPS: no HSTS (browsers ignore it there anyway).
    for (const [, response] of answers)
      expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows the prerendered page's inline loader and critical CSS by hash, and nothing else inline", async () => {
    const page = await request(plain).get('/');
    expect(page.text).toContain('<h1>Transform Your Life</h1>');
    const loader = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1];
    const critical = /<style data-critical="">([\s\S]*?)<\/style>/.exec(page.text)?.[1];
    expect(loader).toContain('/main.0123abcd4567.js');
    expect(critical).toBe('.mk{color:#2f6b5a}');
    const policy = expectSecurityHeaders(page, 'prerendered page');
    expect(policy['script-src']).toEqual(["'self'", sha256(loader!)]);
    expect(policy['style-src']).toEqual(["'self'", sha256(critical!)]);
    // The JSON-LD data block never runs: it needs no hash.
    expect(page.text).toContain('application/ld+json');

    const shell = await request(plain).get('/auth');
    const shellPolicy = expectSecurityHeaders(shell, 'shell document');
    expect(shellPolicy['script-src']).toEqual(["'self'"]);
    expect(shellPolicy['style-src']).toEqual(["'self'"]);
  });

  it('lets the remotes, the social widget and the photos load from where they are configured', async () => {
    const configured = gateway({
      // Another brand than the prerendered pages': served without them.
      STATIC_ROOT: staticFixture({ prerendered: false }),
      REMOTE_MF_COACH_URL: 'https://cdn.example/mf-coach/mf-manifest.json',
      SOCIAL_WIDGET_SCRIPT_URL: 'https://widget.example/embed.js',
      COACH_IMAGE_URL: 'https://photos.example/coach.jpg',
    });
    const policy = csp((await request(configured).get('/auth')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://cdn.example',
      'https://widget.example',
    ]);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://cdn.example']));
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://cdn.example', 'https://photos.example']),
    );
    expect(policy['frame-src']).toEqual(["'self'", 'https://widget.example']);
    configured.close();
  });

  it('sends Strict-Transport-Security when served over HTTPS', async () => {
    const https = gateway({ APP_URL: 'https://wellness.example.com' });
    const secure = await request(https).get('/api/leads');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(secure.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
    https.close();

    const behindProxy = gateway({ TRUSTED_PROXIES: 'loopback' });
    const viaTls = await request(behindProxy).get('/auth').set('x-forwarded-proto', 'https');
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    behindProxy.close();
    // A client's own X-Forwarded-Proto is not believed.
    const claimed = await request(plain).get('/auth').set('x-forwarded-proto', 'https');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

const wrongLogin = (server: Server, n: number, forwardedFor: string) =>
  request(server)
    .post('/api/auth/login')
    .set('origin', APP_ORIGIN)
    .set('x-forwarded-for', forwardedFor)
    .send({ email: `nobody-${forwardedFor}-${n}@security.test`, password: 'wrong-password-1' });

const discovery = (server: Server, n: number, forwardedFor: string) =>
  request(server)
    .post('/api/discovery')
    .set('origin', APP_ORIGIN)
    .set('x-forwarded-for', forwardedFor)
    .send({
      firstName: 'Ada',
      lastName: 'Burst',
      email: `burst-${n}@security.test`,
      goals: ['more-energy'],
      challenge: 'Time',
      preferredTimes: ['weekend'],
      heardFrom: 'instagram',
      consent: true,
      website: '',
    });

describe('the client address (§3)', () => {
  it('is not taken from a client-supplied X-Forwarded-For: changing it does not reset the login limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) statuses.push((await wrongLogin(plain, n, '10.2.2.2')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect((await wrongLogin(plain, 21, '10.2.2.3')).status).toBe(429);
  });

  it('is not taken from a client-supplied X-Forwarded-For: 100 discovery posts from "100 addresses" are limited', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 100; n++)
      statuses.push((await discovery(plain, n, `198.51.100.${n + 1}`)).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
  });

  it('comes from X-Forwarded-For when TRUSTED_PROXIES names the hop in front of the gateway', async () => {
    const behindProxy = gateway({ TRUSTED_PROXIES: '127.0.0.1/8, ::1' });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await discovery(behindProxy, 1000 + n, '10.4.4.1')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await discovery(behindProxy, 2000, '10.4.4.2')).status).toBe(202);
    behindProxy.close();
  });

  it('is the socket address at a service reached directly, which still refuses a request without a signed identity', async () => {
    const direct = await request(servers[1]).get('/api/leads').set('x-forwarded-for', '10.9.9.9');
    expect(direct.status).toBe(401);
  });
});

describe('CSRF (§4)', () => {
  const addNote = (body: string) =>
    request(plain).post(`/api/leads/${leadId}/notes`).set('cookie', coachCookie).send({ body });

  it("refuses a change with the coach's cookie and no Origin", async () => {
    const response = await addNote('no origin');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('refuses a foreign Origin whatever X-Forwarded-Host claims', async () => {
    const response = await addNote('forwarded host')
      .set('origin', 'https://evil.example')
      .set('x-forwarded-host', 'evil.example');
    expect(response.status).toBe(403);
    const hostOnly = await addNote('host header')
      .set('origin', 'https://evil.example')
      .set('host', 'evil.example');
    expect(hostOnly.status).toBe(403);
  });

  it('refuses another site by Sec-Fetch-Site, and an opaque Origin', async () => {
    expect((await addNote('cross-site').set('sec-fetch-site', 'cross-site')).status).toBe(403);
    expect((await addNote('same-site').set('sec-fetch-site', 'same-site')).status).toBe(403);
    expect((await addNote('null origin').set('origin', 'null')).status).toBe(403);
  });

  it('accepts the app itself: its Origin, or Sec-Fetch-Site: same-origin', async () => {
    expect((await addNote('from the app').set('origin', APP_ORIGIN)).status).toBe(201);
    expect((await addNote('same-origin').set('sec-fetch-site', 'same-origin')).status).toBe(201);
    const notes = await crm.db.note.findMany({ where: { leadId } });
    expect(notes.map((n) => n.body).sort()).toEqual(['from the app', 'same-origin']);
  });

  it("lets the Stripe webhook through to its service without an Origin (it proves itself by Stripe's signature)", async () => {
    const webhook = await request(plain).post('/api/payments/stripe/webhook').send({});
    // crm answered (this crm has no Stripe keys): the gateway did not refuse it as cross-site.
    expect(webhook.status).toBe(400);
    expect(webhook.body.error).toBe('Stripe is not configured here');
  });
});
