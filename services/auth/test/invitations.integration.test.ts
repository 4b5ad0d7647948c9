import request from 'supertest';
import { MESSAGES } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { authEventHandlers } from '../src/events';
import { LOGIN_MESSAGES } from '../src/login/handlers';
import { createApprovedUser, startAuth } from './harness';
import type { AuthHarness } from './harness';

const log = createLogger('auth-events-test', 'silent');
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

/** Session changes announced to the gateways, with the user's live sessions as others then saw them. */
const announced: { userId: string; liveSessions: number }[] = [];
const announce = async (userId: string) => {
  announced.push({
    userId,
    liveSessions: await auth.db.session.count({ where: { userId, revokedAt: null } }),
  });
};
const deliver = (envelope: unknown) =>
  consumeEvent(
    envelope,
    auth.db,
    authEventHandlers({ ...auth.deps, announceSessionChange: announce }),
    log,
  );
const context = { correlationId: 'test-correlation', actor: { service: 'crm' } };

describe('auth consuming crm decisions', () => {
  it('approves a pending registration so she can sign in, once even if delivered twice', async () => {
    await request(auth.app)
      .post('/api/auth/register')
      .send({
        email: 'appr@example.com',
        password: 'secret-pass',
        firstName: 'Ap',
        lastName: 'Proved',
      })
      .expect(201);
    const user = await auth.db.user.findUniqueOrThrow({ where: { email: 'appr@example.com' } });
    const decision = createEnvelope(
      'approval.decided',
      {
        userId: user.id,
        email: user.email,
        firstName: 'Ap',
        lastName: 'Proved',
        decision: 'approved',
      },
      context,
    );
    expect(await deliver(decision)).toBe('processed');
    expect(await deliver(decision)).toBe('duplicate');
    expect((await auth.db.user.findUniqueOrThrow({ where: { id: user.id } })).approvalStatus).toBe(
      'approved',
    );
    expect(
      (
        await request(auth.app)
          .post('/api/auth/login')
          .send({ email: 'appr@example.com', password: 'secret-pass' })
      ).status,
    ).toBe(200);
  });

  it('rejects a registration with the reason kept and sign-in refused', async () => {
    await request(auth.app)
      .post('/api/auth/register')
      .send({
        email: 'rej@example.com',
        password: 'secret-pass',
        firstName: 'Re',
        lastName: 'Jected',
      })
      .expect(201);
    const user = await auth.db.user.findUniqueOrThrow({ where: { email: 'rej@example.com' } });
    await deliver(
      createEnvelope(
        'approval.decided',
        {
          userId: user.id,
          email: user.email,
          firstName: 'Re',
          lastName: 'Jected',
          decision: 'rejected',
          reason: 'Not taking clients in your area',
        },
        context,
      ),
    );
    expect(await auth.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Not taking clients in your area',
    });
    expect(
      (
        await request(auth.app)
          .post('/api/auth/login')
          .send({ email: 'rej@example.com', password: 'secret-pass' })
      ).body.error,
    ).toBe(LOGIN_MESSAGES.rejected);
  });

  it('creates an invited client with no password, who is told "No password set", and sends a set-password link', async () => {
    await deliver(
      createEnvelope(
        'client.invited',
        {
          clientId: '7d6c0a4e-1111-4e4e-9e9e-000000000001',
          email: 'Invitee@Example.com',
          firstName: 'In',
          lastName: 'Vitee',
        },
        context,
      ),
    );
    const user = await auth.db.user.findUniqueOrThrow({ where: { email: 'invitee@example.com' } });
    expect(user).toMatchObject({ role: 'client', approvalStatus: 'approved', passwordHash: null });
    const login = await request(auth.app)
      .post('/api/auth/login')
      .send({ email: 'invitee@example.com', password: 'anything' });
    expect(login.body.error).toContain(MESSAGES.noPasswordSet);
    const invited = await auth.db.outboxEvent.findFirstOrThrow({ where: { type: 'user.invited' } });
    const link = new URL(
      (invited.envelope as { payload: { setPasswordUrl: string } }).payload.setPasswordUrl,
    );
    await request(auth.app)
      .post('/api/auth/reset-password')
      .send({ token: link.searchParams.get('token'), password: 'my-new-password' })
      .expect(200);
    expect(
      (
        await request(auth.app)
          .post('/api/auth/login')
          .send({ email: 'invitee@example.com', password: 'my-new-password' })
      ).status,
    ).toBe(200);
  });

  it('creates invited team members with their role, and deactivation ends their sessions and sign-in', async () => {
    await deliver(
      createEnvelope(
        'team.member_invited',
        { email: 'nutri@example.com', firstName: 'Nu', lastName: 'Tri', role: 'nutritionist' },
        context,
      ),
    );
    expect(
      (await auth.db.user.findUniqueOrThrow({ where: { email: 'nutri@example.com' } })).role,
    ).toBe('nutritionist');

    const member = await createApprovedUser(
      auth.db,
      'leaving@example.com',
      'member-pass',
      'nutritionist',
    );
    const session = await request(auth.app)
      .post('/api/auth/login')
      .send({ email: 'leaving@example.com', password: 'member-pass' });
    await deliver(createEnvelope('team.member_deactivated', { userId: member.id }, context));
    const cookie = (session.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await request(auth.app).get('/api/auth/user').set('cookie', cookie)).status).toBe(401);
    // The gateways heard of it only once the revocation had committed.
    expect(announced).toContainEqual({ userId: member.id, liveSessions: 0 });
    const again = await request(auth.app)
      .post('/api/auth/login')
      .send({ email: 'leaving@example.com', password: 'member-pass' });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(LOGIN_MESSAGES.deactivated);
  });
});
