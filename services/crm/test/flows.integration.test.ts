import request from 'supertest';
import { IDENTITY_HEADER, MESSAGES } from '@wellness/contracts';
import type { EventType } from '@wellness/contracts';
import { consumeEvent, createLogger } from '@wellness/kit';
import { fromClient } from '@wellness/kit/src/testing';
import { authEventHandlers } from '../../auth/src/invitations/handlers';
import { LOGIN_MESSAGES } from '../../auth/src/login/handlers';
import { cookieHeader, startAuth } from '../../auth/test/harness';
import type { AuthHarness } from '../../auth/test/harness';
import { startNotification } from '../../notification/test/harness';
import type { NotificationHarness } from '../../notification/test/harness';
import { crmEventHandlers } from '../src/events';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { seedTeam } from './fixtures';

/**
 * The event paths of issue 5 end to end, with the real auth, crm and notification services on
 * their own databases. Events travel as the relay would carry them: the producer's outbox row
 * (the envelope) handed to the subscriber's consumer.
 */
const log = createLogger('crm-flows-test', 'silent');
let auth: AuthHarness;
let crm: CrmHarness;
let notification: NotificationHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  [auth, crm, notification] = await Promise.all([startAuth(), startCrm(), startNotification()]);
  t = await seedTeam(crm.db);
});
afterAll(() => Promise.all([auth.close(), crm.close(), notification.close()]));

interface Outbox {
  outboxEvent: {
    findMany(args: object): Promise<{ id: string; type: string; envelope: unknown }[]>;
  };
}
const delivered = new Set<string>();

type Consumer = (envelope: unknown) => Promise<string>;

/** Delivers every not-yet-delivered event of a type from a producer's outbox to its consumers. */
async function relay(from: Outbox, type: EventType, to: Consumer[]): Promise<number> {
  const rows = await from.outboxEvent.findMany({ where: { type }, orderBy: { occurredAt: 'asc' } });
  const fresh = rows.filter((row) => !delivered.has(row.id));
  for (const row of fresh) {
    delivered.add(row.id);
    for (const consume of to) expect(await consume(row.envelope)).toBe('processed');
  }
  return fresh.length;
}

const toAuth = (): Consumer => (envelope) =>
  consumeEvent(
    envelope,
    auth.db,
    authEventHandlers(auth.config.APP_URL, async () => {}),
    log,
  );
const toCrm = (): Consumer => (envelope) => consumeEvent(envelope, crm.db, crmEventHandlers, log);
const toNotification = (): Consumer => (envelope) =>
  consumeEvent(envelope, notification.db, notification.handlers, log);

const login = (email: string, password: string) =>
  request(auth.app).post('/api/auth/login').send({ email, password });

/** What the gateway does with a session cookie: asks auth for the signed identity. */
async function identityOf(loginResponse: request.Response): Promise<Record<string, string>> {
  const session = await request(auth.app)
    .get('/internal/session')
    .set('cookie', cookieHeader(loginResponse));
  expect(typeof session.body.identity).toBe('string');
  return { [IDENTITY_HEADER]: session.body.identity };
}

const setPasswordLink = (text: string) => {
  const match = /https?:\/\/\S+reset-password\?token=[^\s"<]+/.exec(text);
  expect(match).not.toBeNull();
  return new URL(match![0]);
};

it('registration → pending approval → coach approves → account approved, email sent → she signs in', async () => {
  const email = 'rosa.diaz@example.com';
  await request(auth.app)
    .post('/api/auth/register')
    .send({ email, password: 'secret-pass-1', firstName: 'Rosa', lastName: 'Diaz' })
    .expect(201);
  expect((await login(email, 'secret-pass-1')).body.error).toBe(LOGIN_MESSAGES.pending);

  expect(await relay(auth.db, 'user.registered', [toCrm()])).toBe(1);
  const pending = await request(crm.app).get('/api/approvals').set(t.as.coach);
  const approval = pending.body.items.find((a: { email: string }) => a.email === email);
  expect(approval).toMatchObject({ firstName: 'Rosa', status: 'pending' });

  await request(crm.app).post(`/api/approvals/${approval.id}/approve`).set(t.as.coach).expect(200);
  expect(await relay(crm.db, 'approval.decided', [toAuth(), toNotification()])).toBe(1);

  const user = await auth.db.user.findUniqueOrThrow({ where: { email } });
  expect(user.approvalStatus).toBe('approved');
  const mail = await notification.db.emailMessage.findFirstOrThrow({
    where: { to: email, template: 'approval-decision' },
  });
  expect(mail.status).toBe('queued');

  const signedIn = await login(email, 'secret-pass-1');
  expect(signedIn.status).toBe(200);
  // Her client record is there, linked to her account, for the client dashboard.
  const me = await request(crm.app)
    .get('/api/clients/me')
    .set(await identityOf(signedIn));
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email, status: 'active', coach: { firstName: 'Sarah' } });
});

it('a rejected registration cannot sign in and is told why by email', async () => {
  const email = 'nope.user@example.com';
  await request(auth.app)
    .post('/api/auth/register')
    .send({ email, password: 'secret-pass-1', firstName: 'No', lastName: 'Pe' })
    .expect(201);
  await relay(auth.db, 'user.registered', [toCrm()]);
  const approval = await crm.db.approval.findFirstOrThrow({ where: { email } });
  await request(crm.app)
    .post(`/api/approvals/${approval.id}/reject`)
    .set(t.as.coach)
    .send({ reason: 'We are not taking new clients this month' })
    .expect(200);
  await relay(crm.db, 'approval.decided', [toAuth(), toNotification()]);
  expect((await login(email, 'secret-pass-1')).status).toBe(403);
  const mail = await notification.db.emailMessage.findFirstOrThrow({ where: { to: email } });
  expect(mail.text).toContain('We are not taking new clients this month');
});

it('discovery lead → convert → invited account → invitation email → set password → sign in', async () => {
  const email = 'maya.hart@example.com';
  await request(crm.app)
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
  const leads = await request(crm.app).get(`/api/leads?search=${email}`).set(t.as.coach);
  const lead = leads.body.items[0];
  const converted = await request(crm.app)
    .post(`/api/leads/${lead.id}/convert`)
    .set(t.as.coach)
    .expect(201);
  const clientId = converted.body.clientId;
  expect(await crm.db.client.findUniqueOrThrow({ where: { id: clientId } })).toMatchObject({
    status: 'pending',
    userId: null,
  });

  // auth creates the account without a password and emits user.invited.
  expect(await relay(crm.db, 'client.invited', [toAuth()])).toBe(1);
  const account = await auth.db.user.findUniqueOrThrow({ where: { email } });
  expect(account).toMatchObject({ role: 'client', approvalStatus: 'approved', passwordHash: null });
  expect((await login(email, 'anything-at-all')).body.error).toContain(MESSAGES.noPasswordSet);

  // crm links her account; notification writes the invitation with the set-password link.
  expect(await relay(auth.db, 'user.invited', [toCrm(), toNotification()])).toBe(1);
  expect(await crm.db.client.findUniqueOrThrow({ where: { id: clientId } })).toMatchObject({
    userId: account.id,
    status: 'active',
  });
  const invitation = await notification.db.emailMessage.findFirstOrThrow({
    where: { to: email, template: 'invitation' },
  });
  const link = setPasswordLink(invitation.text);

  await request(auth.app)
    .post('/api/auth/reset-password')
    .send({ token: link.searchParams.get('token'), password: 'my-new-password' })
    .expect(200);
  const signedIn = await login(email, 'my-new-password');
  expect(signedIn.status).toBe(200);
  const identity = await identityOf(signedIn);
  const me = await request(crm.app).get('/api/clients/me').set(identity);
  expect(me.body).toMatchObject({ id: clientId, firstName: 'Maya', status: 'active' });
  // Her own profile; nobody else's.
  expect((await request(crm.app).get(`/api/clients/${clientId}`).set(identity)).status).toBe(200);
});

it('team invitation → account → set password → nutritionist signs in; deactivation ends it', async () => {
  const email = 'lena.fox@example.com';
  const invited = await request(crm.app)
    .post('/api/team/invitations')
    .set(t.as.coach)
    .send({ email, firstName: 'Lena', lastName: 'Fox', role: 'nutritionist' })
    .expect(201);
  await relay(crm.db, 'team.member_invited', [toAuth()]);
  await relay(auth.db, 'user.invited', [toCrm(), toNotification()]);
  const account = await auth.db.user.findUniqueOrThrow({ where: { email } });
  expect(account.role).toBe('nutritionist');
  expect(
    await crm.db.teamMember.findUniqueOrThrow({ where: { id: invited.body.id } }),
  ).toMatchObject({ userId: account.id, status: 'active' });

  const mail = await notification.db.emailMessage.findFirstOrThrow({
    where: { to: email, template: 'invitation' },
  });
  await request(auth.app)
    .post('/api/auth/reset-password')
    .send({ token: setPasswordLink(mail.text).searchParams.get('token'), password: 'lena-pass-1' })
    .expect(200);
  const signedIn = await login(email, 'lena-pass-1');
  expect(signedIn.status).toBe(200);
  const clients = await request(crm.app)
    .get('/api/clients')
    .set(await identityOf(signedIn));
  expect(clients.status).toBe(200);
  expect(clients.body.total).toBe(0);

  await request(crm.app)
    .patch(`/api/team/${invited.body.id}`)
    .set(t.as.coach)
    .send({ status: 'deactivated' })
    .expect(200);
  await relay(crm.db, 'team.member_deactivated', [toAuth()]);
  const session = await request(auth.app)
    .get('/internal/session')
    .set('cookie', cookieHeader(signedIn));
  expect(session.status).toBe(401);
  expect((await login(email, 'lena-pass-1')).body.error).toBe(LOGIN_MESSAGES.deactivated);
});
