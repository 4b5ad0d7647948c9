import { createServer, get as httpGet } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { IDENTITY_HEADER, SESSION_CHANGE_HEADER } from '@wellness/contracts';
import { createLogger, verifyForwarded, verifyIdentity } from '@wellness/kit';
import { TEST_IDENTITY_SECRET } from '@wellness/kit/src/testing';
import { configSchema } from '../src/config';
import { createGateway } from '../src/server';
import { SessionCache } from '../src/session-cache';
import { cookieHeader, createApprovedUser, startAuth } from '../../auth/test/harness';
import type { AuthHarness } from '../../auth/test/harness';

const LONG_ANSWER = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, thumb: `/api/photos/${i}/thumb` })),
};

/** A stand-in service that reports what the gateway forwarded to it. */
function echoService(): Promise<{ server: Server; url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/ready') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"checks":{"database":"ok"}}');
      return;
    }
    seen.push(req.headers);
    if (req.url === '/api/messages/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).write(': open\n\n');
      return;
    }
    if (req.url?.startsWith('/unsubscribe/')) {
      // notification's unsubscribe page brings its own policy (inline styles only).
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': UNSUBSCRIBE_PAGE_POLICY,
        })
        .end(`<!doctype html><title>Unsubscribe</title><p>${req.method} ${req.url}</p>`);
      return;
    }
    if (req.url === '/api/photos') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(LONG_ANSWER));
      return;
    }
    // With its length, as the services' JSON answers go (the long one above is streamed).
    const body = JSON.stringify({ path: req.url });
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      })
      .end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

const UNSUBSCRIBE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const BUNDLE = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

function staticFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  // Over the 1 KB below which compressing a response is not worth it.
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    `<!doctype html><title>shell</title><!-- ${'padding '.repeat(200)} -->`,
  );
  writeFileSync(join(root, 'shell', 'dist', 'main.0123abcd4567.js'), 'console.log(1)');
  writeFileSync(join(root, 'shell', 'dist', 'app.89abcdef01.js'), BUNDLE);
  writeFileSync(join(root, 'shell', 'dist', 'app.89abcdef01.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(root, 'shell', 'dist', 'app.89abcdef01.js.gz'), gzipSync(BUNDLE));
  mkdirSync(join(root, 'mf-coach', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-coach', 'dist', 'mf-manifest.json'), '{"name":"mf_coach"}');
  return root;
}

let auth: AuthHarness;
let authServer: Server;
let echo: Awaited<ReturnType<typeof echoService>>;
let gateway: Server;

beforeAll(async () => {
  auth = await startAuth();
  authServer = auth.app.listen(0);
  echo = await echoService();
  const config = configSchema.parse({
    PORT: '0',
    AUTH_URL: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`,
    CRM_URL: echo.url,
    CHECKIN_URL: echo.url,
    NOTIFICATION_URL: echo.url,
    STATIC_ROOT: staticFixture(),
    APP_URL: 'http://localhost:8080',
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
  });
  gateway = createGateway(config, createLogger('gateway', 'silent'));
});

afterAll(async () => {
  gateway.close();
  authServer.close();
  echo.server.close();
  await auth.close();
});

describe('gateway', () => {
  it('gives every response a request id and forwards it to the service', async () => {
    const api = await request(gateway).get('/api/leads').set('x-request-id', 'req-from-test-1234');
    expect(api.headers['x-request-id']).toBe('req-from-test-1234');
    expect(echo.seen.at(-1)?.['x-request-id']).toBe('req-from-test-1234');
    const page = await request(gateway).get('/');
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('proxies each API prefix to its owner and answers a JSON 404 for unknown API routes', async () => {
    expect((await request(gateway).get('/api/checkins?week=1')).body).toEqual({
      path: '/api/checkins?week=1',
    });
    const unknown = await request(gateway).get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('/api/no-such-thing');
  });

  it('answers malformed JSON with 400 and an error message', async () => {
    const response = await request(gateway)
      .post('/api/auth/login')
      .set('origin', 'http://localhost:8080')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Malformed JSON in request body');
  });

  it('drops a client-supplied identity and vouches for the session instead; logout ends it at once', async () => {
    const user = await createApprovedUser(auth.db, 'gw@example.com', 'gateway-pass', 'coach');
    await request(gateway).get('/api/leads').set(IDENTITY_HEADER, 'forged.identity');
    expect(echo.seen.at(-1)?.[IDENTITY_HEADER]).toBeUndefined();

    const login = await request(gateway)
      .post('/api/auth/login')
      .set('origin', 'http://localhost:8080')
      .send({ email: 'gw@example.com', password: 'gateway-pass' });
    const cookie = cookieHeader(login);
    await request(gateway).get('/api/clients').set('cookie', cookie);
    const identity = verifyIdentity(
      echo.seen.at(-1)?.[IDENTITY_HEADER] as string,
      TEST_IDENTITY_SECRET,
    );
    expect(identity).toMatchObject({ userId: user.id, role: 'coach' });

    await request(gateway)
      .post('/api/auth/logout')
      .set('origin', 'http://localhost:8080')
      .set('cookie', cookie)
      .expect(200);
    await request(gateway).get('/api/clients').set('cookie', cookie);
    expect(echo.seen.at(-1)?.[IDENTITY_HEADER]).toBeUndefined();
    expect((await request(gateway).get('/api/auth/user').set('cookie', cookie)).status).toBe(401);
  });

  it('overwrites the X-Forwarded-* headers with what it decided, and signs them for the service', async () => {
    await request(gateway)
      .get('/api/leads')
      .set('x-forwarded-for', '10.2.2.2')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-signature', 'forged.signature');
    const seen = echo.seen.at(-1)!;
    expect(seen['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(verifyForwarded(seen, TEST_IDENTITY_SECRET)).toBe(true);
  });

  it('refuses a mutating request from another site', async () => {
    const response = await request(gateway)
      .post('/api/leads')
      .set('origin', 'https://evil.example')
      .send({});
    expect(response.status).toBe(403);
    const sameSite = await request(gateway)
      .post('/api/leads')
      .set('origin', 'http://localhost:8080')
      .send({});
    expect(sameSite.status).toBe(200);
  });

  it('passes /unsubscribe/* to notification publicly: no identity, its own policy, one-click POSTs with no Origin', async () => {
    await createApprovedUser(auth.db, 'unsub@example.com', 'gateway-pass', 'client');
    const login = await request(gateway)
      .post('/api/auth/login')
      .set('origin', 'http://localhost:8080')
      .send({ email: 'unsub@example.com', password: 'gateway-pass' });
    const page = await request(gateway)
      .get('/unsubscribe/abc.def')
      .set('cookie', cookieHeader(login));
    expect(page.status).toBe(200);
    expect(page.text).toContain('GET /unsubscribe/abc.def');
    expect(page.headers['content-security-policy']).toBe(UNSUBSCRIBE_PAGE_POLICY);
    expect(echo.seen.at(-1)?.[IDENTITY_HEADER]).toBeUndefined();

    // A mail provider's RFC 8058 one-click: no Origin, no Sec-Fetch-Site, no session.
    const oneClick = await request(gateway)
      .post('/unsubscribe/abc.def')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('POST /unsubscribe/abc.def');
    // Only that: no other method gets through, and deeper paths still need the app's Origin.
    expect((await request(gateway).put('/unsubscribe/abc.def').send('x')).status).toBe(405);
    expect((await request(gateway).post('/unsubscribe/abc/def').send('x')).status).toBe(403);
  });

  it('answers its own liveness and readiness probes', async () => {
    expect((await request(gateway).get('/health')).body).toEqual({
      service: 'gateway',
      status: 'ok',
    });
    expect((await request(gateway).get('/ready')).status).toBe(200);
  });

  it('reports every service readiness by name', async () => {
    const response = await request(gateway).get('/api/health');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.services).sort()).toEqual([
      'auth',
      'checkin',
      'crm',
      'notification',
    ]);
    expect(response.body.services.auth.ready).toBe(true);
  });

  it('serves the shell with SPA fallback, a 404 status for unknown paths, and remotes with revalidation', async () => {
    const deepLink = await request(gateway).get('/client-profile/42');
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('<title>shell</title>');
    const unknown = await request(gateway).get('/definitely-not-a-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<title>shell</title>');
    const manifest = await request(gateway).get('/mf/mf-coach/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const asset = await request(gateway).get('/main.0123abcd4567.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const config = await request(gateway).get('/remote-config.json');
    expect(config.body.remotes['mf-coach'].entry).toBe('/mf/mf-coach/mf-manifest.json');
    expect(config.body.brand.coachName).toBeTruthy();
  });

  it("serves a build's precompressed twin by Accept-Encoding, with the original's type and caching", async () => {
    const brotli = await request(gateway)
      .get('/app.89abcdef01.js')
      .set('accept-encoding', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.text).toBe(BUNDLE);
    const gzip = await request(gateway).get('/app.89abcdef01.js').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(BUNDLE);
    const plain = await request(gateway)
      .get('/app.89abcdef01.js')
      .set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BUNDLE);
    const traversal = await request(gateway)
      .get('/mf/mf-coach/..%2f..%2fshell/dist/app.89abcdef01.js')
      .set('accept-encoding', 'br');
    expect(traversal.headers['content-encoding']).toBeUndefined();
  });

  it("compresses a service's long JSON answer for a browser that takes it, and leaves short ones", async () => {
    for (const encoding of ['br', 'gzip']) {
      const long = await request(gateway).get('/api/photos').set('accept-encoding', encoding);
      expect(long.headers['content-encoding']).toBe(encoding);
      expect(long.headers['content-length']).toBeUndefined();
      expect(long.headers.vary).toMatch(/Accept-Encoding/);
      expect(long.body).toEqual(LONG_ANSWER);
    }
    const plain = await request(gateway).get('/api/photos').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(LONG_ANSWER);
    const short = await request(gateway).get('/api/leads').set('accept-encoding', 'br');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.body).toEqual({ path: '/api/leads' });
  });

  it('streams events uncompressed, each on its own connection: hundreds open leave the API free', async () => {
    const port = await new Promise<number>((resolve) => {
      if (!gateway.listening) gateway.listen(0, '127.0.0.1');
      if (gateway.listening) resolve((gateway.address() as AddressInfo).port);
      else gateway.once('listening', () => resolve((gateway.address() as AddressInfo).port));
    });
    const open: IncomingMessage[] = [];
    try {
      // More than the 256 connections of the service's pool.
      for (let i = 0; i < 300; i++)
        open.push(
          await new Promise<IncomingMessage>((resolve, reject) =>
            httpGet(
              `http://127.0.0.1:${port}/api/messages/stream`,
              { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' } },
              resolve,
            ).on('error', reject),
          ),
        );
      expect(open.every((res) => res.statusCode === 200)).toBe(true);
      expect(open[0].headers['content-encoding']).toBeUndefined();
      const started = Date.now();
      await request(gateway).get('/api/leads').expect(200);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const res of open) res.destroy();
    }
  });

  it('compresses documents on the fly', async () => {
    const page = await request(gateway).get('/client-profile/42').set('accept-encoding', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.text).toContain('<title>shell</title>');
  });
});

describe('gateway with a service down', () => {
  it('answers 503 for its API and reports it not ready', async () => {
    const config = configSchema.parse({
      PORT: '0',
      AUTH_URL: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`,
      CRM_URL: 'http://127.0.0.1:1',
      CHECKIN_URL: echo.url,
      NOTIFICATION_URL: echo.url,
      STATIC_ROOT: staticFixture(),
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    });
    const degraded = createGateway(config, createLogger('gateway', 'silent'));
    const api = await request(degraded).get('/api/leads');
    expect(api.status).toBe(503);
    expect(api.body.error).toContain('crm');
    const health = await request(degraded).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.services.crm.ready).toBe(false);
    degraded.close();
  });
});

describe('gateway when the browser goes away first', () => {
  it('cuts the service request and logs no upstream failure', async () => {
    let arrived!: () => void;
    let upstreamClosed!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const slow = createServer((req) => {
      arrived();
      req.socket.on('close', upstreamClosed);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const config = configSchema.parse({
      PORT: '0',
      AUTH_URL: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`,
      CRM_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
      CHECKIN_URL: echo.url,
      NOTIFICATION_URL: echo.url,
      STATIC_ROOT: staticFixture(),
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    });
    const site = createGateway(config, logger).listen(0, '127.0.0.1');
    await new Promise((resolve) => site.once('listening', resolve));
    try {
      const abandoned = httpGet(
        `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/leads`,
      );
      abandoned.on('error', () => undefined);
      await requestArrived;
      abandoned.destroy();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.filter((entry) => entry.level >= 40)).toEqual([]);
      expect(logged.map((entry) => entry.msg)).toContain(
        'client closed the request before the answer',
      );
    } finally {
      site.close();
      slow.close();
    }
  });
});

describe('gateway when a password change ends her other sessions', () => {
  it('drops her cached sessions before passing the answer on, without waiting for Redis', async () => {
    // A live cache and no Redis: only auth's answer can tell this gateway to forget.
    const cache = new SessionCache(60_000);
    cache.setLive(true);
    const config = configSchema.parse({
      PORT: '0',
      AUTH_URL: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`,
      CRM_URL: echo.url,
      CHECKIN_URL: echo.url,
      NOTIFICATION_URL: echo.url,
      STATIC_ROOT: staticFixture(),
      APP_URL: 'http://localhost:8080',
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    });
    const cached = createGateway(config, createLogger('gateway', 'silent'), {
      sessionCache: cache,
    });
    await createApprovedUser(auth.db, 'gw-change@example.com', 'old-gateway-pass', 'client');
    const signIn = async () =>
      cookieHeader(
        await request(cached)
          .post('/api/auth/login')
          .set('origin', 'http://localhost:8080')
          .send({ email: 'gw-change@example.com', password: 'old-gateway-pass' })
          .expect(200),
      );
    const mine = await signIn();
    const other = await signIn();
    await request(cached).get('/api/auth/user').set('cookie', other).expect(200);

    const changed = await request(cached)
      .post('/api/auth/change-password')
      .set('origin', 'http://localhost:8080')
      .set('cookie', mine)
      .send({ currentPassword: 'old-gateway-pass', newPassword: 'new-gateway-pass' })
      .expect(200);
    expect(changed.headers[SESSION_CHANGE_HEADER]).toBeUndefined();
    await request(cached).get('/api/auth/user').set('cookie', other).expect(401);
    await request(cached).get('/api/auth/user').set('cookie', mine).expect(200);
    cached.close();
  });
});
