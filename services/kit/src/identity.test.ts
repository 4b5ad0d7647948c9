import { identityVerifier, signIdentity, verifyIdentity } from './identity';

const secret = 's'.repeat(40);
const identity = {
  userId: 'u1',
  role: 'coach' as const,
  sessionId: 's1',
  email: 'c@x.io',
  firstName: 'Sarah',
};

describe('signed identity', () => {
  it('verifies what it signed', () => {
    expect(verifyIdentity(signIdentity(identity, secret), secret)).toMatchObject(identity);
  });

  it('rejects a tampered payload, another secret and garbage', () => {
    const signed = signIdentity(identity, secret);
    const [data, sig] = signed.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(data, 'base64url').toString()), role: 'client' }),
    ).toString('base64url');
    expect(verifyIdentity(`${forged}.${sig}`, secret)).toBeNull();
    expect(verifyIdentity(signed, 'o'.repeat(40))).toBeNull();
    expect(verifyIdentity('not-a-token', secret)).toBeNull();
    expect(verifyIdentity(undefined, secret)).toBeNull();
  });

  it('expires after a minute', () => {
    const signed = signIdentity(identity, secret, Date.now() - 61_000);
    expect(verifyIdentity(signed, secret)).toBeNull();
  });
});

describe('a verifier that remembers accepted headers', () => {
  it('accepts a remembered header until it expires, then refuses it', () => {
    const verify = identityVerifier(secret);
    const signedAt = Date.now();
    const signed = signIdentity(identity, secret, signedAt);
    expect(verify(signed, signedAt)).toMatchObject(identity);
    expect(verify(signed, signedAt + 30_000)).toMatchObject(identity);
    expect(verify(signed, signedAt + 61_000)).toBeNull();
  });

  it('remembers nothing it refused: a forged header stays refused', () => {
    const verify = identityVerifier(secret);
    const forged = signIdentity({ ...identity, role: 'client' }, 'o'.repeat(40));
    expect(verify(forged)).toBeNull();
    expect(verify(forged)).toBeNull();
    expect(verify(undefined)).toBeNull();
  });

  it('hands out an identity nobody can change for the next request', () => {
    const verify = identityVerifier(secret);
    const signed = signIdentity(identity, secret);
    const first = verify(signed)!;
    expect(() => Object.assign(first, { role: 'coach', userId: 'someone-else' })).toThrow();
    expect(verify(signed)).toMatchObject(identity);
  });
});
