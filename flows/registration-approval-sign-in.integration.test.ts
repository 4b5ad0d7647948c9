import request from 'supertest';
import { LOGIN_MESSAGES } from '../services/auth/src/login/handlers';
import { startServices } from './support/services';
import type { Services } from './support/services';

/**
 * Registration → pending approval in crm → the coach decides → auth approves or rejects the
 * account and notification emails the decision → she signs in (or is told why not).
 */
let s: Services;
beforeAll(async () => {
  s = await startServices();
});
afterAll(() => s.close());

it('registration → pending approval → coach approves → account approved, email sent → she signs in', async () => {
  const email = 'rosa.diaz@example.com';
  await request(s.auth.app)
    .post('/api/auth/register')
    .send({ email, password: 'secret-pass-1', firstName: 'Rosa', lastName: 'Diaz' })
    .expect(201);
  expect((await s.login(email, 'secret-pass-1')).body.error).toBe(LOGIN_MESSAGES.pending);

  expect(await s.relay(s.auth.db, 'user.registered', [s.toCrm()])).toBe(1);
  const pending = await request(s.crm.app).get('/api/approvals').set(s.coach);
  const approval = pending.body.items.find((a: { email: string }) => a.email === email);
  expect(approval).toMatchObject({ firstName: 'Rosa', status: 'pending' });

  await request(s.crm.app).post(`/api/approvals/${approval.id}/approve`).set(s.coach).expect(200);
  expect(await s.relay(s.crm.db, 'approval.decided', [s.toAuth(), s.toNotification()])).toBe(1);

  const user = await s.auth.db.user.findUniqueOrThrow({ where: { email } });
  expect(user.approvalStatus).toBe('approved');
  const mail = await s.notification.db.emailMessage.findFirstOrThrow({
    where: { to: email, template: 'approval-decision' },
  });
  expect(mail.status).toBe('queued');

  const signedIn = await s.login(email, 'secret-pass-1');
  expect(signedIn.status).toBe(200);
  // Her client record is there, linked to her account, for the client dashboard.
  const me = await request(s.crm.app)
    .get('/api/clients/me')
    .set(await s.identityOf(signedIn));
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email, status: 'active', coach: { firstName: 'Sarah' } });
});

it('a rejected registration cannot sign in and is told why by email', async () => {
  const email = 'nope.user@example.com';
  await request(s.auth.app)
    .post('/api/auth/register')
    .send({ email, password: 'secret-pass-1', firstName: 'No', lastName: 'Pe' })
    .expect(201);
  await s.relay(s.auth.db, 'user.registered', [s.toCrm()]);
  const approval = await s.crm.db.approval.findFirstOrThrow({ where: { email } });
  // Delivered again (a relay re-publish after a crash): still one approval.
  const [registered] = await s.auth.db.outboxEvent.findMany({
    where: { type: 'user.registered', envelope: { path: ['payload', 'email'], equals: email } },
  });
  expect(await s.toCrm()(registered.envelope)).toBe('duplicate');
  expect(await s.crm.db.approval.count({ where: { email } })).toBe(1);
  await request(s.crm.app)
    .post(`/api/approvals/${approval.id}/reject`)
    .set(s.coach)
    .send({ reason: 'We are not taking new clients this month' })
    .expect(200);
  await s.relay(s.crm.db, 'approval.decided', [s.toAuth(), s.toNotification()]);
  expect((await s.login(email, 'secret-pass-1')).status).toBe(403);
  const mail = await s.notification.db.emailMessage.findFirstOrThrow({ where: { to: email } });
  expect(mail.text).toContain('We are not taking new clients this month');
});
