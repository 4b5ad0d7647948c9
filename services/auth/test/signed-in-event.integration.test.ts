import request from 'supertest';
import { fromClient, outboxPayloads } from '@wellness/kit/src/testing';
import { createApprovedUser, startAuth } from './harness';
import type { AuthHarness } from './harness';

/**
 * `user.signed_in` (automations that wait for "no sign-in for N days"): written with the session,
 * at most once a UTC day per person.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const login = (email: string, ip = '10.0.5.1') =>
  request(auth.app)
    .post('/api/auth/login')
    .set(fromClient(ip))
    .send({ email, password: 'correct-horse' })
    .expect(200);
const signInsOf = async (userId: string) =>
  (await outboxPayloads(auth.db, 'user.signed_in')).filter((p) => p.userId === userId);

describe('user.signed_in', () => {
  it('is written at her first sign-in of the day, and not again that day', async () => {
    const user = await createApprovedUser(auth.db, 'daily@example.com', 'correct-horse');
    const before = Date.now();
    await login('daily@example.com');
    const [first, ...rest] = await signInsOf(user.id);
    expect(rest).toEqual([]);
    expect(first.userId).toBe(user.id);
    expect(Date.parse(first.signedInAt)).toBeGreaterThanOrEqual(before - 1000);

    await login('daily@example.com');
    await Promise.all([login('daily@example.com'), login('daily@example.com')]);
    expect(await signInsOf(user.id)).toHaveLength(1);
    expect(await auth.db.session.count({ where: { userId: user.id } })).toBe(4);
  });

  it('is written again when her previous sign-in was on an earlier day', async () => {
    const user = await createApprovedUser(auth.db, 'returning@example.com', 'correct-horse');
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    await auth.db.session.create({
      data: {
        tokenHash: 'yesterday-token-hash',
        userId: user.id,
        createdAt: yesterday,
        expiresAt: new Date(Date.now() + 3600_000),
        firstSignIn: true,
      },
    });
    await login('returning@example.com');
    expect(await signInsOf(user.id)).toHaveLength(1);
    const sessions = await auth.db.session.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: 'asc' },
    });
    // Not her first visit: the earlier session counts.
    expect(sessions.map((s) => s.firstSignIn)).toEqual([true, false]);
  });

  it('is not written for a failed sign-in', async () => {
    const user = await createApprovedUser(auth.db, 'failed@example.com', 'correct-horse');
    await request(auth.app)
      .post('/api/auth/login')
      .set(fromClient('10.0.5.9'))
      .send({ email: 'failed@example.com', password: 'wrong-password' })
      .expect(401);
    expect(await signInsOf(user.id)).toEqual([]);
  });
});
