import request from 'supertest';
import { createApprovedUser, resetLinkOf } from '../services/auth/test/harness';
import { setPasswordLink, startServices } from './support/services';
import type { Services } from './support/services';

/**
 * Forgot password → auth's job looks the account up and emits the request → notification
 * writes the reset email → she follows the link, sets a new password and signs in. An unknown
 * email gets the same answer and no email.
 */
let s: Services;
beforeAll(async () => {
  s = await startServices();
});
afterAll(() => s.close());

it('forgot password → reset email → new password → sign in; an unknown email gets none', async () => {
  const user = await createApprovedUser(s.auth.db, 'mislaid@example.com', 'old-password');
  const answers = await Promise.all(
    ['mislaid@example.com', 'stranger@example.com'].map((email) =>
      request(s.auth.app).post('/api/auth/forgot-password').send({ email }),
    ),
  );
  expect(answers[0].status).toBe(200);
  expect(answers[1].body).toEqual(answers[0].body);

  await resetLinkOf(s.auth.db, user.id);
  expect(await s.relay(s.auth.db, 'user.password_reset_requested', [s.toNotification()])).toBe(1);
  const mail = await s.notification.db.emailMessage.findFirstOrThrow({
    where: { to: 'mislaid@example.com', template: 'password-reset' },
  });
  expect(mail.subject).toMatch(/Reset your .* password/);
  expect(
    await s.notification.db.emailMessage.count({ where: { to: 'stranger@example.com' } }),
  ).toBe(0);

  await request(s.auth.app)
    .post('/api/auth/reset-password')
    .send({ token: setPasswordLink(mail.text).searchParams.get('token'), password: 'new-password' })
    .expect(200);
  expect((await s.login('mislaid@example.com', 'old-password')).status).toBe(401);
  expect((await s.login('mislaid@example.com', 'new-password')).status).toBe(200);
});
