import request from 'supertest';
import { createLogger } from '../logger';
import { fromClient } from '../testing/forwarded';
import { TEST_IDENTITY_SECRET } from '../testing/infrastructure';
import { createHttpApp } from './app';
import {
  FORWARDED_SIGNATURE_HEADER,
  forwardedVerifier,
  signForwarded,
  verifyForwarded,
} from './forwarded';
import type { ForwardedClient } from './forwarded';

const secret = TEST_IDENTITY_SECRET;
const client: ForwardedClient = {
  for: '203.0.113.9',
  proto: 'https',
  host: 'wellness.example.com',
};
const headers = (signature: string, values: Partial<ForwardedClient> = {}) => ({
  'x-forwarded-for': values.for ?? client.for,
  'x-forwarded-proto': values.proto ?? client.proto,
  'x-forwarded-host': values.host ?? client.host,
  [FORWARDED_SIGNATURE_HEADER]: signature,
});

describe('signed forwarding headers', () => {
  it('verifies what the gateway signed', () => {
    expect(verifyForwarded(headers(signForwarded(client, secret)), secret)).toBe(true);
  });

  it('refuses another address, proto or host, another secret, a stale or missing signature', () => {
    const signature = signForwarded(client, secret);
    expect(verifyForwarded(headers(signature, { for: '203.0.113.10' }), secret)).toBe(false);
    expect(verifyForwarded(headers(signature, { proto: 'http' }), secret)).toBe(false);
    expect(verifyForwarded(headers(signature, { host: 'evil.example' }), secret)).toBe(false);
    expect(verifyForwarded(headers(signature), 'o'.repeat(40))).toBe(false);
    const stale = signForwarded(client, secret, Date.now() - 61_000);
    expect(verifyForwarded(headers(stale), secret)).toBe(false);
    expect(verifyForwarded(headers('9999999999.garbage'), secret)).toBe(false);
    expect(verifyForwarded({ 'x-forwarded-for': client.for }, secret)).toBe(false);
  });
});

describe('a forwarding verifier that remembers accepted signatures', () => {
  it('accepts a remembered signature for its own values only, and only until it expires', () => {
    const verify = forwardedVerifier(secret);
    const signedAt = Date.now();
    const signature = signForwarded(client, secret, signedAt);
    expect(verify(headers(signature), signedAt)).toBe(true);
    expect(verify(headers(signature, { for: '203.0.113.10' }), signedAt)).toBe(false);
    expect(verify(headers(signature, { host: 'evil.example' }), signedAt)).toBe(false);
    expect(verify(headers(signature), signedAt + 30_000)).toBe(true);
    expect(verify(headers(signature), signedAt + 61_000)).toBe(false);
  });
});

describe("a service's client address", () => {
  const app = createHttpApp({
    service: 'kit-test',
    logger: createLogger('kit-test', 'silent'),
    identitySecret: secret,
    readiness: [],
    lifecycle: { shuttingDown: false },
    routes: (express) =>
      express.post('/who', (req, res) => {
        res.json({ ip: req.ip, ctxIp: req.ctx.ip, protocol: req.protocol });
      }),
  });
  const socketAddress = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

  it('is the socket address when the X-Forwarded-For is not signed by the gateway', async () => {
    const response = await request(app)
      .post('/who')
      .set('x-forwarded-for', '10.2.2.2')
      .set('x-forwarded-proto', 'https');
    expect(response.body.ip).toMatch(socketAddress);
    expect(response.body.ctxIp).toBe(response.body.ip);
    expect(response.body.protocol).toBe('http');
  });

  it('is the address the gateway signed', async () => {
    const response = await request(app).post('/who').set(fromClient('10.2.2.3'));
    expect(response.body).toEqual({ ip: '10.2.2.3', ctxIp: '10.2.2.3', protocol: 'http' });
  });

  it('ignores a signed header whose address was changed or extended on the way', async () => {
    const forged = await request(app)
      .post('/who')
      .set({ ...fromClient('10.2.2.3'), 'x-forwarded-for': '10.2.2.4' });
    expect(forged.body.ip).toMatch(socketAddress);
    const extended = await request(app)
      .post('/who')
      .set({ ...fromClient('10.2.2.3'), 'x-forwarded-for': '10.2.2.4, 10.2.2.3' });
    expect(extended.body.ip).toMatch(socketAddress);
  });
});
