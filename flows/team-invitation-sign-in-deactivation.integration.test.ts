import request from 'supertest';
import { cookieHeader } from '../services/auth/test/harness';
import { LOGIN_MESSAGES } from '../services/auth/src/login/handlers';
import { setPasswordLink, startServices } from './support/services';
import type { Services } from './support/services';

/**
 * The coach invites a nutritionist in crm → auth creates her account → notification emails the
 * set-password link → she signs in and sees her (no) clients → deactivation in crm ends it in auth.
 */
let s: Services;
beforeAll(async () => {
  s = await startServices();
});
afterAll(() => s.close());

it('team invitation → account → set password → nutritionist signs in; deactivation ends it', async () => {
  const email = 'lena.fox@example.com';
  const invited = await request(s.crm.app)
    .post('/api/team/invitations')
    .set(s.coach)
    .send({ email, firstName: 'Lena', lastName: 'Fox', role: 'nutritionist' })
    .expect(201);
  await s.relay(s.crm.db, 'team.member_invited', [s.toAuth()]);
  await s.relay(s.auth.db, 'user.invited', [s.toCrm(), s.toNotification()]);
  const account = await s.auth.db.user.findUniqueOrThrow({ where: { email } });
  expect(account.role).toBe('nutritionist');
  expect(
    await s.crm.db.teamMember.findUniqueOrThrow({ where: { id: invited.body.id } }),
  ).toMatchObject({ userId: account.id, status: 'active' });

  const mail = await s.notification.db.emailMessage.findFirstOrThrow({
    where: { to: email, template: 'invitation' },
  });
  await request(s.auth.app)
    .post('/api/auth/reset-password')
    .send({ token: setPasswordLink(mail.text).searchParams.get('token'), password: 'lena-pass-1' })
    .expect(200);
  const signedIn = await s.login(email, 'lena-pass-1');
  expect(signedIn.status).toBe(200);
  const clients = await request(s.crm.app)
    .get('/api/clients')
    .set(await s.identityOf(signedIn));
  expect(clients.status).toBe(200);
  expect(clients.body.total).toBe(0);

  await request(s.crm.app)
    .patch(`/api/team/${invited.body.id}`)
    .set(s.coach)
    .send({ status: 'deactivated' })
    .expect(200);
  await s.relay(s.crm.db, 'team.member_deactivated', [s.toAuth()]);
  const session = await request(s.auth.app)
    .get('/internal/session')
    .set('cookie', cookieHeader(signedIn));
  expect(session.status).toBe(401);
  expect((await s.login(email, 'lena-pass-1')).body.error).toBe(LOGIN_MESSAGES.deactivated);
});
