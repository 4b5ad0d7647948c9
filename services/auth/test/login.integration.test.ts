import request from 'supertest';
import { MESSAGES, SESSION_COOKIE, SESSION_INDICATOR_COOKIE } from '@wellness/contracts';
import { createRedis, hashToken, verifyIdentity } from '@wellness/kit';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  fromClient,
  waitFor,
} from '@wellness/kit/src/testing';
import { LOGIN_MESSAGES } from '../src/login/handlers';
import { LOGIN_LIMITS } from '../src/login/limits';
import { cookieHeader, cookiesOf, createApprovedUser, startAuth } from './harness';
import type { AuthHarness } from './harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  request(auth.app).post('/api/auth/login').set(fromClient(ip)).send({ email, password });

describe('POST /api/auth/login', () => {
  it('signs in an approved user with an httpOnly Lax session cookie and a readable indicator', async () => {
    await createApprovedUser(auth.db, 'mia@example.com', 'correct-horse');
    const response = await login('Mia@Example.com', 'correct-horse');
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      email: 'mia@example.com',
      role: 'client',
      approvalStatus: 'approved',
    });
    const [session, indicator] = [SESSION_COOKIE, SESSION_INDICATOR_COOKIE].map((name) =>
      cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`)),
    );
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(indicator).not.toMatch(/HttpOnly/i);
    expect(await auth.db.session.count()).toBe(1);
    expect(response.body.user.passwordHash).toBeUndefined();
  });

  it('answers each validation message from the specification', async () => {
    const response = await login('not-an-email', '123');
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      email: MESSAGES.invalidEmail,
      password: MESSAGES.passwordTooShort,
    });
  });

  it('refuses a wrong password with the fallback message', async () => {
    await createApprovedUser(auth.db, 'wrong@example.com', 'right-password');
    const response = await login('wrong@example.com', 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(MESSAGES.loginFailedFallback);
  });

  it('refuses an unknown email the same way', async () => {
    const response = await login('nobody@example.com', 'whatever-password');
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(MESSAGES.loginFailedFallback);
  });

  it('tells an invited user without a password that none is set', async () => {
    await auth.db.user.create({
      data: {
        email: 'invited@example.com',
        firstName: 'In',
        lastName: 'Vited',
        approvalStatus: 'approved',
      },
    });
    const response = await login('invited@example.com', 'anything-long');
    expect(response.status).toBe(401);
    expect(response.body.error).toContain(MESSAGES.noPasswordSet);
  });

  it('tells pending and rejected accounts why they cannot sign in', async () => {
    const pending = await createApprovedUser(auth.db, 'pending@example.com', 'secret-pass');
    await auth.db.user.update({ where: { id: pending.id }, data: { approvalStatus: 'pending' } });
    const rejected = await createApprovedUser(auth.db, 'rejected@example.com', 'secret-pass');
    await auth.db.user.update({ where: { id: rejected.id }, data: { approvalStatus: 'rejected' } });
    expect((await login('pending@example.com', 'secret-pass')).body).toMatchObject({
      error: LOGIN_MESSAGES.pending,
    });
    const refused = await login('rejected@example.com', 'secret-pass');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(LOGIN_MESSAGES.rejected);
  });

  it('answers 429 with a retry time after repeated failures for one account', async () => {
    await createApprovedUser(auth.db, 'target@example.com', 'real-password');
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount.limit; attempt++) {
      expect(
        (await login('target@example.com', 'guess-' + attempt, `10.1.0.${attempt}`)).status,
      ).toBe(401);
    }
    const blocked = await login('target@example.com', 'real-password', '10.1.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.body.error).toMatch(/Try again in \d+ minutes?/);
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAddress.limit; attempt++) {
      await login(`spray-${attempt}@example.com`, 'guess-password', '10.9.9.9');
    }
    expect((await login('spray-last@example.com', 'guess-password', '10.9.9.9')).status).toBe(429);
  });
});

describe('sessions', () => {
  it('tells her first visit from a return: only her very first session is a first sign-in', async () => {
    await createApprovedUser(auth.db, 'fleur@example.com', 'first-visit');
    const userOf = async (ip: string) => {
      const cookie = cookieHeader(await login('fleur@example.com', 'first-visit', ip));
      return (await request(auth.app).get('/api/auth/user').set('cookie', cookie)).body;
    };
    expect(await userOf('10.9.0.1')).toMatchObject({
      firstName: expect.any(String),
      firstSignIn: true,
    });
    expect((await userOf('10.9.0.2')).firstSignIn).toBe(false);
  });

  it('GET /api/auth/user answers 401 without a session', async () => {
    const response = await request(auth.app).get('/api/auth/user');
    expect(response.status).toBe(401);
  });

  it('returns the current user and a signed identity for a live session, and revokes both at logout', async () => {
    const user = await createApprovedUser(auth.db, 'coach@example.com', 'coach-password', 'coach');
    const cookie = cookieHeader(await login('coach@example.com', 'coach-password'));

    const me = await request(auth.app).get('/api/auth/user').set('cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, role: 'coach', firstName: 'Ava' });

    const resolved = await request(auth.app).get('/internal/session').set('cookie', cookie);
    expect(verifyIdentity(resolved.body.identity, TEST_IDENTITY_SECRET)).toMatchObject({
      userId: user.id,
      role: 'coach',
    });
    expect(me.body.firstSignIn).toBe(true);
    expect(resolved.body.user).toEqual(me.body);

    const out = await request(auth.app).post('/api/auth/logout').set('cookie', cookie);
    expect(out.status).toBe(200);
    expect(cookiesOf(out).join(';')).toMatch(new RegExp(`${SESSION_COOKIE}=;`));

    expect((await request(auth.app).get('/api/auth/user').set('cookie', cookie)).status).toBe(401);
    expect((await request(auth.app).get('/internal/session').set('cookie', cookie)).status).toBe(
      401,
    );
  });
});

describe('the session directory shared with the gateways', () => {
  const tokenOf = (cookie: string) => cookie.split(';')[0].split('=')[1];

  it('holds her session from sign-in, as auth answers for it, and not after she signs out', async () => {
    const user = await createApprovedUser(auth.db, 'dora@example.com', 'shared-session');
    const cookie = cookieHeader(await login('dora@example.com', 'shared-session', '10.7.0.1'));
    const token = tokenOf(cookie);
    const directory = auth.deps.sessionDirectory;

    await waitFor(async () => (await directory.find(token)) !== null, {
      what: 'her session in the directory after sign-in',
    });
    const resolved = await request(auth.app).get('/internal/session').set('cookie', cookie);
    const shared = await directory.find(token);
    expect(shared).toEqual({
      sessionId: verifyIdentity(resolved.body.identity, TEST_IDENTITY_SECRET)!.sessionId,
      user: resolved.body.user,
    });
    expect(shared!.user.id).toBe(user.id);

    await request(auth.app).post('/api/auth/logout').set('cookie', cookie).expect(200);
    expect(await directory.find(token)).toBeNull();
  });

  it('answering for a session puts it back after the directory lost it', async () => {
    await createApprovedUser(auth.db, 'edie@example.com', 'shared-session');
    const cookie = cookieHeader(await login('edie@example.com', 'shared-session', '10.7.0.2'));
    const token = tokenOf(cookie);
    const directory = auth.deps.sessionDirectory;
    await waitFor(async () => (await directory.find(token)) !== null, { what: 'sign-in entry' });

    // Lost (Redis restarted, say): not forgotten, so nothing of hers is on hold.
    const redis = createRedis(TEST_REDIS_URL);
    await redis.del(`${auth.config.QUEUE_PREFIX}:session:${hashToken(token)}`);
    redis.disconnect();
    expect(await directory.find(token)).toBeNull();
    await request(auth.app).get('/internal/session').set('cookie', cookie).expect(200);
    await waitFor(async () => (await directory.find(token)) !== null, {
      what: 'her session shared again',
    });
  });
});
