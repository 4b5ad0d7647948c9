import request from 'supertest';
import { createLogger } from '../logger';
import { TEST_IDENTITY_SECRET } from '../testing/infrastructure';
import { createHttpApp } from './app';

const appWith = (cookies?: boolean) =>
  createHttpApp({
    service: 'kit-test',
    logger: createLogger('kit-test', 'silent'),
    identitySecret: TEST_IDENTITY_SECRET,
    readiness: [],
    lifecycle: { shuttingDown: false },
    cookies,
    routes: (express) => {
      express.get('/record', (req, res) => {
        res.json({ cookies: req.cookies ?? null });
      });
      express.get('/cacheable', (_req, res) => {
        res.setHeader('cache-control', 'private, max-age=60');
        res.json({ ok: true });
      });
    },
  });

describe("a service's answers", () => {
  it('are kept in no cache and carry no ETag', async () => {
    const response = await request(appWith()).get('/record');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('keep the cache rule a route sets itself', async () => {
    const response = await request(appWith()).get('/cacheable');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  it('parse cookies only for a service whose routes read them', async () => {
    const withCookies = await request(appWith(true)).get('/record').set('cookie', 'sid=abc');
    expect(withCookies.body).toEqual({ cookies: { sid: 'abc' } });
    const without = await request(appWith()).get('/record').set('cookie', 'sid=abc');
    expect(without.body).toEqual({ cookies: null });
  });
});
