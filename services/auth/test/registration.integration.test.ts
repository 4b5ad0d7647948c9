import request from 'supertest';
import { MESSAGES } from '@wellness/contracts';
import { REGISTRATION_MESSAGES } from '../src/registration/handlers';
import { LOGIN_MESSAGES } from '../src/login/handlers';
import { startAuth } from './harness';
import type { AuthHarness } from './harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const valid = {
  email: 'new.client@example.com',
  password: 'strong-pass',
  firstName: 'Nora',
  lastName: 'Quinn',
};
const register = (body: object) => request(auth.app).post('/api/auth/register').send(body);

describe('POST /api/auth/register', () => {
  it('creates a pending client, answers approvalStatus and a message, and emits user.registered', async () => {
    const response = await register({ ...valid, email: 'New.Client@Example.com' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      approvalStatus: 'pending',
      message: REGISTRATION_MESSAGES.pending,
    });
    const user = await auth.db.user.findUniqueOrThrow({
      where: { email: 'new.client@example.com' },
    });
    expect(user).toMatchObject({ role: 'client', approvalStatus: 'pending' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [event] = await auth.db.outboxEvent.findMany({ where: { type: 'user.registered' } });
    expect(event.envelope).toMatchObject({
      payload: { userId: user.id, email: user.email, role: 'client' },
    });
  });

  it.each([
    ['email', { email: 'nope' }, MESSAGES.invalidEmail],
    ['password', { password: '12345' }, MESSAGES.passwordTooShort],
    ['firstName', { firstName: '' }, MESSAGES.firstNameRequired],
    ['lastName', { lastName: '  ' }, MESSAGES.lastNameRequired],
  ])('rejects an invalid %s with the specification message', async (field, change, message) => {
    const response = await register({ ...valid, email: `v-${field}@example.com`, ...change });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBe(message);
    expect(response.body.error).toBe(message);
  });

  it('answers 409 "Account already exists" for an email in any case, once only under concurrency', async () => {
    await register({ ...valid, email: 'twice@example.com' }).expect(201);
    const again = await register({ ...valid, email: 'TWICE@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.accountExists);

    const racing = await Promise.all(
      [1, 2, 3].map(() => register({ ...valid, email: 'race@example.com' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await auth.db.user.count({ where: { email: 'race@example.com' } })).toBe(1);
  });

  it('never grants coach or nutritionist by self-registration', async () => {
    for (const role of ['coach', 'nutritionist']) {
      const response = await register({ ...valid, email: `${role}@example.com`, role });
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(REGISTRATION_MESSAGES.roleByInvitation);
    }
    expect(await auth.db.user.count({ where: { role: { not: 'client' } } })).toBe(0);
  });

  it('keeps a pending account from signing in and says why', async () => {
    await register({ ...valid, email: 'waiting@example.com' }).expect(201);
    const login = await request(auth.app)
      .post('/api/auth/login')
      .send({ email: 'waiting@example.com', password: valid.password });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(LOGIN_MESSAGES.pending);
  });
});
