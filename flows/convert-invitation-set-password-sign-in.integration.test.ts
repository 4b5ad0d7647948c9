import request from 'supertest';
import { MESSAGES } from '@wellness/contracts';
import { fromClient } from '@wellness/kit/src/testing';
import { setPasswordLink, startServices } from './support/services';
import type { Services } from './support/services';

/**
 * Discovery lead → the coach converts it in crm → auth creates the invited account →
 * notification emails the set-password link → she sets her password and signs in to her profile.
 */
let s: Services;
beforeAll(async () => {
  s = await startServices();
});
afterAll(() => s.close());

it('discovery lead → convert → invited account → invitation email → set password → sign in', async () => {
  const email = 'maya.hart@example.com';
  await request(s.crm.app)
    .post('/api/discovery')
    .set(fromClient('203.0.113.77'))
    .send({
      firstName: 'Maya',
      lastName: 'Hart',
      email,
      goals: ['lose-weight'],
      challenge: 'Time',
      preferredTimes: ['weekend'],
      heardFrom: 'instagram',
      consent: true,
    })
    .expect(202);
  const leads = await request(s.crm.app).get(`/api/leads?search=${email}`).set(s.coach);
  const lead = leads.body.items[0];
  const converted = await request(s.crm.app)
    .post(`/api/leads/${lead.id}/convert`)
    .set(s.coach)
    .expect(201);
  const clientId = converted.body.clientId;
  expect(await s.crm.db.client.findUniqueOrThrow({ where: { id: clientId } })).toMatchObject({
    status: 'pending',
    userId: null,
  });

  // auth creates the account without a password and emits user.invited.
  expect(await s.relay(s.crm.db, 'client.invited', [s.toAuth()])).toBe(1);
  const account = await s.auth.db.user.findUniqueOrThrow({ where: { email } });
  expect(account).toMatchObject({ role: 'client', approvalStatus: 'approved', passwordHash: null });
  expect((await s.login(email, 'anything-at-all')).body.error).toContain(MESSAGES.noPasswordSet);

  // crm links her account; notification writes the invitation with the set-password link.
  expect(await s.relay(s.auth.db, 'user.invited', [s.toCrm(), s.toNotification()])).toBe(1);
  expect(await s.crm.db.client.findUniqueOrThrow({ where: { id: clientId } })).toMatchObject({
    userId: account.id,
    status: 'active',
  });
  const invitation = await s.notification.db.emailMessage.findFirstOrThrow({
    where: { to: email, template: 'invitation' },
  });
  const link = setPasswordLink(invitation.text);

  await request(s.auth.app)
    .post('/api/auth/reset-password')
    .send({ token: link.searchParams.get('token'), password: 'my-new-password' })
    .expect(200);
  const signedIn = await s.login(email, 'my-new-password');
  expect(signedIn.status).toBe(200);
  const identity = await s.identityOf(signedIn);
  const me = await request(s.crm.app).get('/api/clients/me').set(identity);
  expect(me.body).toMatchObject({ id: clientId, firstName: 'Maya', status: 'active' });
  // Her own profile; nobody else's.
  expect((await request(s.crm.app).get(`/api/clients/${clientId}`).set(identity)).status).toBe(200);
});
