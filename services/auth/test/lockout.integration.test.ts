import request from 'supertest';
import { MESSAGES } from '@wellness/contracts';
import { fromClient } from '@wellness/kit/src/testing';
import { LOGIN_MESSAGES } from '../src/login/handlers';
import { LOGIN_LIMITS } from '../src/login/limits';
import { DEVICE_COOKIE } from '../src/sessions/cookies';
import { cookiesOf, createApprovedUser, resetLinkOf, startAuth } from './harness';
import type { AuthHarness } from './harness';

/**
 * Lockout an attacker cannot turn against the owner: guessing from anywhere locks the account
 * for devices it has never signed in on, while the owner's own browser (its device cookie)
 * still signs her in; a completed password reset lifts the lock.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

let address = 0;
const nextAddress = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

function login(email: string, password: string, options: { ip?: string; device?: string } = {}) {
  const call = request(auth.app)
    .post('/api/auth/login')
    .set(fromClient(options.ip ?? nextAddress()))
    .send({ email, password });
  return options.device ? call.set('cookie', options.device) : call;
}

/** The `name=value` of the device cookie a sign-in left. */
function deviceCookieOf(response: request.Response): string {
  const cookie = cookiesOf(response).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0];
}

/** Wrong passwords from a fresh address each time, until the account is locked. */
async function attack(email: string, extra = 0) {
  for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount.limit + extra; attempt++) {
    const response = await login(email, `guess-${attempt}`);
    expect([401, 429]).toContain(response.status);
  }
}

it('leaves a device cookie at sign-in: httpOnly, SameSite=Lax, sent to auth only, kept for a year', async () => {
  await createApprovedUser(auth.db, 'cookie@example.com', 'right-password');
  const signedIn = await login('cookie@example.com', 'right-password');
  expect(signedIn.status).toBe(200);
  const cookie = cookiesOf(signedIn).find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Path=\/api\/auth/);
  expect(cookie).toMatch(/Max-Age=31536000/);
});

it('an attacker cannot sign in by guessing, from any number of addresses', async () => {
  await createApprovedUser(auth.db, 'victim@example.com', 'the-real-one');
  await attack('victim@example.com', 10);
  // Even the right password, from yet another address, is refused now, with the spec's message.
  const refused = await login('victim@example.com', 'the-real-one');
  expect(refused.status).toBe(429);
  expect(refused.body.error).toMatch(
    new RegExp(`^${LOGIN_MESSAGES.tooMany} Try again in \\d+ minutes?\\.$`),
  );
  // A device cookie earned on her own account does not vouch for another one.
  await createApprovedUser(auth.db, 'attacker@example.com', 'attacker-pass');
  const own = deviceCookieOf(await login('attacker@example.com', 'attacker-pass'));
  expect((await login('victim@example.com', 'the-real-one', { device: own })).status).toBe(429);
  // Nor does a forged one.
  const forged = `${DEVICE_COOKIE}=${own.split('=')[1].split('.')[0]}.AAAA`;
  expect((await login('victim@example.com', 'the-real-one', { device: forged })).status).toBe(429);
});

it('the owner still signs in from her known device after an attack from other addresses', async () => {
  await createApprovedUser(auth.db, 'owner@example.com', 'owner-password');
  const home = '192.0.2.10';
  const device = deviceCookieOf(await login('owner@example.com', 'owner-password', { ip: home }));

  await attack('owner@example.com', 10);
  expect((await login('owner@example.com', 'owner-password')).status).toBe(429);

  const signedIn = await login('owner@example.com', 'owner-password', { ip: home, device });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.user.email).toBe('owner@example.com');
  // Her typos count against her device, not the account, and answer as always.
  const typo = await login('owner@example.com', 'owner-passwrod', { ip: home, device });
  expect(typo.status).toBe(401);
  expect(typo.body.error).toBe(MESSAGES.loginFailedFallback);
});

it('a known device is itself limited: a stolen device cookie does not allow endless guessing', async () => {
  await createApprovedUser(auth.db, 'stolen@example.com', 'stolen-password');
  const device = deviceCookieOf(await login('stolen@example.com', 'stolen-password'));
  for (let attempt = 0; attempt < LOGIN_LIMITS.perDevice.limit; attempt++)
    expect((await login('stolen@example.com', `guess-${attempt}`, { device })).status).toBe(401);
  expect((await login('stolen@example.com', 'stolen-password', { device })).status).toBe(429);
});

it("a completed password reset clears the account's lock", async () => {
  const user = await createApprovedUser(auth.db, 'locked@example.com', 'forgotten-one');
  await attack('locked@example.com');
  expect((await login('locked@example.com', 'forgotten-one')).status).toBe(429);

  await request(auth.app)
    .post('/api/auth/forgot-password')
    .send({ email: 'locked@example.com' })
    .expect(200);
  const token = (await resetLinkOf(auth.db, user.id)).searchParams.get('token');
  await request(auth.app)
    .post('/api/auth/reset-password')
    .send({ token, password: 'brand-new-one' })
    .expect(200);

  // From a device that never signed in before.
  expect((await login('locked@example.com', 'brand-new-one')).status).toBe(200);
});
