import { signIdentity, verifyIdentity } from './identity';

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
