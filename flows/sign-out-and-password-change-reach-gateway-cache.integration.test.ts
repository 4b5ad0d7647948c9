import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createLogger, createRedis } from '@wellness/kit';
import {
  DisposableRedis,
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  waitFor,
} from '@wellness/kit/src/testing';
import { configSchema } from '../services/gateway/src/config';
import { createGateway } from '../services/gateway/src/server';
import { SessionCache } from '../services/gateway/src/session-cache';
import { followSessionChanges } from '../services/gateway/src/session-changes';
import { sessionChangeAnnouncer } from '../services/auth/src/sessions/changes';
import { cookieHeader, createApprovedUser, startAuth } from '../services/auth/test/harness';
import type { AuthHarness } from '../services/auth/test/harness';

/**
 * The gateway's session cache in front of the real auth: a sign-out, a password change or a
 * revocation auth announces holds on the gateway's very next request; without the announcements
 * (Redis gone) the gateway stops caching.
 */
const logger = createLogger('gateway', 'silent');
/** What a browser sends with every request that changes something (the gateway's CSRF check). */
const SAME_ORIGIN = { origin: 'http://localhost:8080' };

let auth: AuthHarness;
let authServer: Server;

beforeAll(async () => {
  auth = await startAuth();
  authServer = auth.app.listen(0);
});

afterAll(async () => {
  authServer.close();
  await auth.close();
});

/** A gateway in front of the real auth, caching sessions while it hears auth's changes on `redisUrl`. */
async function gatewayWithCache(redisUrl: string) {
  const authUrl = `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`;
  const config = configSchema.parse({
    PORT: '0',
    AUTH_URL: authUrl,
    CRM_URL: authUrl,
    CHECKIN_URL: authUrl,
    NOTIFICATION_URL: authUrl,
    APP_URL: 'http://localhost:8080',
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
  });
  const cache = new SessionCache(10_000);
  const changes = followSessionChanges(redisUrl, auth.config.QUEUE_PREFIX, cache, logger);
  const server = createGateway(config, logger, { shuttingDown: false }, cache);
  return {
    server,
    cache,
    close: async () => {
      server.close();
      await changes.close();
    },
  };
}

let emailCount = 0;
async function signIn(server: Server, password = 'cache-pass-1') {
  const email = `cache-${++emailCount}@example.com`;
  const user = await createApprovedUser(auth.db, email, password, 'client');
  const login = await request(server)
    .post('/api/auth/login')
    .set(SAME_ORIGIN)
    .send({ email, password })
    .expect(200);
  return { user, email, cookie: cookieHeader(login) };
}

const currentUser = (server: Server, cookie: string) =>
  request(server).get('/api/auth/user').set('cookie', cookie);

describe('gateway session cache', () => {
  let gateway: Awaited<ReturnType<typeof gatewayWithCache>>;
  beforeAll(async () => {
    gateway = await gatewayWithCache(TEST_REDIS_URL);
    await waitFor(async () => gateway.cache.isLive, { what: 'the session-changes subscription' });
  });
  afterAll(() => gateway.close());

  it("answers the current user from the cache, the same as auth's answer", async () => {
    const { user, cookie } = await signIn(gateway.server);
    const fromAuth = await request(auth.app).get('/api/auth/user').set('cookie', cookie);
    const first = await currentUser(gateway.server, cookie).expect(200);
    expect(first.body).toEqual(fromAuth.body);
    expect(first.headers['cache-control']).toBe('no-store');

    // Revoked behind the gateway's back (no announcement): the cached answer still stands...
    await auth.db.session.updateMany({
      where: { userId: user.id },
      data: { revokedAt: new Date() },
    });
    await currentUser(gateway.server, cookie).expect(200);
    // ...until auth announces the change: then the very next request is refused.
    const publisher = createRedis(TEST_REDIS_URL);
    await sessionChangeAnnouncer(publisher, auth.config.QUEUE_PREFIX, logger)(user.id);
    publisher.disconnect();
    await waitFor(async () => (await currentUser(gateway.server, cookie)).status === 401, {
      what: 'the announced change to reach the gateway',
      timeoutMs: 2000,
    });
  });

  it('signing out refuses the session on the very next request', async () => {
    const { cookie } = await signIn(gateway.server);
    await currentUser(gateway.server, cookie).expect(200);
    await request(gateway.server)
      .post('/api/auth/logout')
      .set(SAME_ORIGIN)
      .set('cookie', cookie)
      .expect(200);
    await currentUser(gateway.server, cookie).expect(401);
  });

  it("a password change signs out the user's other cached sessions at once", async () => {
    const { email, cookie } = await signIn(gateway.server, 'old-password-1');
    const other = cookieHeader(
      await request(gateway.server)
        .post('/api/auth/login')
        .set(SAME_ORIGIN)
        .send({ email, password: 'old-password-1' })
        .expect(200),
    );
    await currentUser(gateway.server, other).expect(200);
    await request(gateway.server)
      .post('/api/auth/change-password')
      .set(SAME_ORIGIN)
      .set('cookie', cookie)
      .send({ currentPassword: 'old-password-1', newPassword: 'new-password-2' })
      .expect(200);
    await currentUser(gateway.server, other).expect(401);
    await currentUser(gateway.server, cookie).expect(200);
  });
});

describe('gateway session cache without Redis', () => {
  it('stops caching when it cannot hear session changes, and asks auth every time', async () => {
    const redis = await DisposableRedis.start();
    const gateway = await gatewayWithCache(redis.url);
    try {
      await waitFor(async () => gateway.cache.isLive, { what: 'the subscription' });
      const { user, cookie } = await signIn(gateway.server);
      await currentUser(gateway.server, cookie).expect(200);

      await redis.down();
      await waitFor(async () => !gateway.cache.isLive, { what: 'the cache to switch off' });
      await auth.db.session.updateMany({
        where: { userId: user.id },
        data: { revokedAt: new Date() },
      });
      await currentUser(gateway.server, cookie).expect(401);
    } finally {
      await gateway.close();
      await redis.destroy();
    }
  });
});
