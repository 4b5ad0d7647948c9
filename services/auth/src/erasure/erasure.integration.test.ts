import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DATA_REQUEST_MESSAGES, passwordConfirmationSchema } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger, verifyPasswordProof } from '@wellness/kit';
import { asUser, outboxPayloads } from '@wellness/kit/src/testing';
import { authEventHandlers } from '../events';
import { createApprovedUser, startAuth } from '../../test/harness';
import type { AuthHarness } from '../../test/harness';

/**
 * auth's part of data protection (issue 19): the password confirmation a client gives before her
 * erasure, and her account erased when crm asks (client.erasure_requested), confirmed once.
 */
const log = createLogger('auth-erasure-test', 'silent');
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const announced: string[] = [];
const deliver = (envelope: unknown) =>
  consumeEvent(
    envelope,
    auth.db,
    authEventHandlers({
      ...auth.deps,
      announceSessionChange: async (userId) => {
        announced.push(userId);
      },
    }),
    log,
  );

const erasureOf = (requestId: string, user: { id: string; email: string }) =>
  createEnvelope(
    'client.erasure_requested',
    { requestId, clientId: randomUUID(), userId: user.id, email: user.email },
    { correlationId: 'auth-erasure-test', actor: { service: 'crm' } },
  );

describe('POST /api/auth/confirm-password', () => {
  it('answers a five-minute proof bound to her user id for the right password', async () => {
    const user = await createApprovedUser(auth.db, 'confirm@example.com', 'right-password');
    const res = await request(auth.app)
      .post('/api/auth/confirm-password')
      .set(asUser(user.id, 'client'))
      .send({ password: 'right-password' });
    expect(res.status).toBe(200);
    const { proof, expiresAt } = passwordConfirmationSchema.parse(res.body);
    const secret = auth.config.IDENTITY_SECRET;
    expect(verifyPasswordProof(secret, proof, user.id)).toBe(true);
    expect(verifyPasswordProof(secret, proof, randomUUID())).toBe(false);
    expect(verifyPasswordProof(secret, proof, user.id, Date.now() + 301_000)).toBe(false);
    expect(verifyPasswordProof(`${secret}-other`, proof, user.id)).toBe(false);
    const seconds = (new Date(expiresAt).getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
  });

  it('refuses a wrong password (400, nothing signed), then too many of them (429)', async () => {
    const user = await createApprovedUser(auth.db, 'wrong@example.com', 'right-password');
    const attempt = (password: string) =>
      request(auth.app)
        .post('/api/auth/confirm-password')
        .set(asUser(user.id, 'client'))
        .send({ password });
    const wrong = await attempt('not-it');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(DATA_REQUEST_MESSAGES.passwordWrong);
    expect(wrong.body.proof).toBeUndefined();
    for (let i = 0; i < 4; i++) await attempt('not-it');
    expect((await attempt('right-password')).status).toBe(429);
  });

  it('needs a signed-in caller (401) and a password (400)', async () => {
    expect(
      (await request(auth.app).post('/api/auth/confirm-password').send({ password: 'x' })).status,
    ).toBe(401);
    const empty = await request(auth.app)
      .post('/api/auth/confirm-password')
      .set(asUser(randomUUID(), 'client'))
      .send({});
    expect(empty.status).toBe(400);
  });
});

describe('client.erasure_requested', () => {
  it('deletes her account, sessions and password links, signs her out, and confirms once', async () => {
    const user = await createApprovedUser(
      auth.db,
      'Erase.Me@example.com'.toLowerCase(),
      'pw-123456',
    );
    const login = await request(auth.app)
      .post('/api/auth/login')
      .send({ email: user.email, password: 'pw-123456' });
    expect(login.status).toBe(200);
    await auth.db.passwordToken.create({
      data: {
        tokenHash: `hash-${user.id}`,
        userId: user.id,
        purpose: 'reset',
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    const other = await createApprovedUser(auth.db, 'stays@example.com', 'pw-123456');
    const requestId = randomUUID();
    const event = erasureOf(requestId, user);

    expect(await deliver(event)).toBe('processed');
    expect(await auth.db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await auth.db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await auth.db.passwordToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await auth.db.user.findUnique({ where: { id: other.id } })).not.toBeNull();
    expect(announced).toContain(user.id);

    // Delivered again, and asked again by the sweep (a new event): still one confirmation.
    expect(await deliver(event)).toBe('duplicate');
    expect(await deliver(erasureOf(requestId, user))).toBe('processed');
    const confirmations = (await outboxPayloads(auth.db, 'client.erasure_confirmed')).filter(
      (c) => c.requestId === requestId,
    );
    expect(confirmations).toEqual([
      {
        requestId,
        service: 'auth',
        erased: { users: 1, sessions: 1, passwordTokens: 1, events: expect.any(Number) },
      },
    ]);
    // Nothing in auth's outbox names her any more.
    const mentions = await auth.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM outbox_events
      WHERE strpos(envelope::text, ${user.email}) > 0 OR strpos(envelope::text, ${user.id}) > 0`;
    expect(Number(mentions[0]!.n)).toBe(0);
  });
});
