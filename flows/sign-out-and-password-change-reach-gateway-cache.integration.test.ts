import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SessionDirectory, createLogger, createRedis } from '@wellness/kit';
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
 * The gateway's session cache and the session directory auth shares, in front of the real auth: a
 * sign-out, a password change or a revocation auth announces holds on the gateway's very next
 * request; without the announcements (Redis gone) the gateway stops caching.
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

/**
 * A gateway in front of auth (the real one unless `authUrl` says otherwise), caching sessions while
 * it hears auth's changes on `redisUrl` and reading the session directory kept there.
 */
async function gatewayWithCache(
  redisUrl: string,
  { cacheMs = 10_000, authUrl = realAuthUrl() } = {},
) {
  const config = configSchema.parse({
    PORT: '0',
    AUTH_URL: authUrl,
    CRM_URL: authUrl,
    CHECKIN_URL: authUrl,
    NOTIFICATION_URL: authUrl,
    APP_URL: 'http://localhost:8080',
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
  });
  const cache = new SessionCache(cacheMs);
  const changes = followSessionChanges(redisUrl, auth.config.QUEUE_PREFIX, cache, logger);
  const directoryRedis = createRedis(redisUrl, { failFast: true });
  const sessionDirectory = new SessionDirectory(directoryRedis, auth.config.QUEUE_PREFIX);
  const server = createGateway(config, logger, { sessionCache: cache, sessionDirectory });
  return {
    server,
    cache,
    close: async () => {
      server.close();
      await changes.close();
      directoryRedis.disconnect();
    },
  };
}

function realAuthUrl() {
  return `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`;
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

const signOut = (server: Server, cookie: string) =>
  request(server).post('/api/auth/logout').set(SAME_ORIGIN).set('cookie', cookie).expect(200);

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
    const directory = new SessionDirectory(publisher, auth.config.QUEUE_PREFIX);
    await sessionChangeAnnouncer(publisher, directory, auth.config.QUEUE_PREFIX, logger)(user.id);
    publisher.disconnect();
    await waitFor(async () => (await currentUser(gateway.server, cookie)).status === 401, {
      what: 'the announced change to reach the gateway',
      timeoutMs: 2000,
    });
  });

  it('signing out refuses the session on the very next request', async () => {
    const { cookie } = await signIn(gateway.server);
    await currentUser(gateway.server, cookie).expect(200);
    await signOut(gateway.server, cookie);
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

describe('the session directory auth shares', () => {
  it('lets a gateway answer for a session without auth, until auth forgets it', async () => {
    const gateway = await gatewayWithCache(TEST_REDIS_URL);
    // No cache of its own, and no auth behind it: the directory is all it has.
    const closed = auth.app.listen(0);
    const deadAuthUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    closed.close();
    const alone = await gatewayWithCache(TEST_REDIS_URL, { cacheMs: 0, authUrl: deadAuthUrl });
    try {
      const { user, cookie } = await signIn(gateway.server);
      const fromAuth = (await currentUser(gateway.server, cookie).expect(200)).body;
      expect(fromAuth.id).toBe(user.id);
      await waitFor(async () => (await currentUser(alone.server, cookie)).status === 200, {
        what: 'her session in the directory',
      });
      expect((await currentUser(alone.server, cookie)).body).toEqual(fromAuth);

      await signOut(gateway.server, cookie);
      // Gone from the directory before the sign-out was answered: only auth could vouch for her
      // now, and this gateway cannot reach it.
      await currentUser(alone.server, cookie).expect(503);
    } finally {
      await Promise.all([gateway.close(), alone.close()]);
    }
  });
});
