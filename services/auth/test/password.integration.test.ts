import request from 'supertest';
import { MESSAGES } from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { PASSWORD_MESSAGES } from '../src/password/handlers';
import {
  cookieHeader,
  createApprovedUser,
  resetLinkOf as resetLinkOfUser,
  startAuth,
} from './harness';
import type { AuthHarness } from './harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const resetLinkOf = (userId: string) => resetLinkOfUser(auth.db, userId);
const login = (email: string, password: string) =>
  request(auth.app).post('/api/auth/login').send({ email, password });

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and emails a link only when it does', async () => {
    const user = await createApprovedUser(auth.db, 'forgetful@example.com', 'old-password');
    const known = await request(auth.app)
      .post('/api/auth/forgot-password')
      .send({ email: 'Forgetful@example.com' });
    const unknown = await request(auth.app)
      .post('/api/auth/forgot-password')
      .send({ email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(PASSWORD_MESSAGES.resetRequested);
    const link = await resetLinkOf(user.id);
    expect(link.origin + link.pathname).toBe('http://localhost:8080/reset-password');
    const stored = await auth.db.passwordToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toBe(link.searchParams.get('token'));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(
      await auth.db.outboxEvent.count({ where: { type: 'user.password_reset_requested' } }),
    ).toBe(1);
  });

  it('validates the email', async () => {
    const response = await request(auth.app)
      .post('/api/auth/forgot-password')
      .send({ email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(MESSAGES.invalidEmail);
  });

  it('sets a new password once, signs out every session, and refuses the used link', async () => {
    const user = await createApprovedUser(auth.db, 'resetter@example.com', 'old-password');
    const cookie = cookieHeader(await login('resetter@example.com', 'old-password'));
    await request(auth.app)
      .post('/api/auth/forgot-password')
      .send({ email: 'resetter@example.com' });
    const token = (await resetLinkOf(user.id)).searchParams.get('token');

    const short = await request(auth.app)
      .post('/api/auth/reset-password')
      .send({ token, password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(MESSAGES.passwordTooShort);

    const reset = await request(auth.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'new-password' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(PASSWORD_MESSAGES.passwordSet);
    expect((await request(auth.app).get('/api/auth/user').set('cookie', cookie)).status).toBe(401);
    expect((await login('resetter@example.com', 'old-password')).status).toBe(401);
    expect((await login('resetter@example.com', 'new-password')).status).toBe(200);

    const reused = await request(auth.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'another-one' });
    expect(reused.status).toBe(410);
    expect(reused.body.error).toBe(PASSWORD_MESSAGES.usedLink);
  });

  it('refuses an expired link and an unknown one with clear messages', async () => {
    const user = await createApprovedUser(auth.db, 'late@example.com', 'old-password');
    await request(auth.app).post('/api/auth/forgot-password').send({ email: 'late@example.com' });
    const token = (await resetLinkOf(user.id)).searchParams.get('token');
    await auth.db.passwordToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await request(auth.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'new-password' });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(PASSWORD_MESSAGES.expiredLink);
    const unknown = await request(auth.app)
      .post('/api/auth/reset-password')
      .send({ token: 'made-up', password: 'new-password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(PASSWORD_MESSAGES.invalidLink);
  });

  it('uses a link once even when two requests race', async () => {
    const user = await createApprovedUser(auth.db, 'racer@example.com', 'old-password');
    await request(auth.app).post('/api/auth/forgot-password').send({ email: 'racer@example.com' });
    const token = (await resetLinkOf(user.id)).searchParams.get('token');
    const results = await Promise.all(
      ['first-pass', 'second-pass'].map((password) =>
        request(auth.app).post('/api/auth/reset-password').send({ token, password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
  });
});

describe('POST /api/auth/change-password', () => {
  it('requires a signed-in user', async () => {
    const response = await request(auth.app)
      .post('/api/auth/change-password')
      .send({ currentPassword: 'x', newPassword: 'yyyyyy' });
    expect(response.status).toBe(401);
  });

  it('checks the current password, then changes it and signs out other sessions only', async () => {
    const user = await createApprovedUser(auth.db, 'changer@example.com', 'first-password');
    const other = cookieHeader(await login('changer@example.com', 'first-password'));
    const current = await auth.db.session.findFirstOrThrow({ where: { userId: user.id } });
    const headers = asUser(user.id, 'client');
    headers['x-wellness-identity'] = (
      await request(auth.app).get('/internal/session').set('cookie', other)
    ).body.identity;

    const wrong = await request(auth.app)
      .post('/api/auth/change-password')
      .set(headers)
      .send({ currentPassword: 'nope', newPassword: 'second-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.currentPassword).toBe(PASSWORD_MESSAGES.wrongCurrent);

    const third = cookieHeader(await login('changer@example.com', 'first-password'));
    const changed = await request(auth.app)
      .post('/api/auth/change-password')
      .set(headers)
      .send({ currentPassword: 'first-password', newPassword: 'second-password' });
    expect(changed.status).toBe(200);
    expect((await request(auth.app).get('/api/auth/user').set('cookie', other)).status).toBe(200);
    expect((await request(auth.app).get('/api/auth/user').set('cookie', third)).status).toBe(401);
    expect((await login('changer@example.com', 'second-password')).status).toBe(200);
    expect(current.revokedAt).toBeNull();
  });
});
