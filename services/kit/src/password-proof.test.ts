import { signPasswordProof, verifyPasswordProof } from './password-proof';

const SECRET = 'a-test-identity-secret-of-32-characters!';
const USER = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('password proofs', () => {
  const { proof, expiresAt } = signPasswordProof(SECRET, USER, 300, NOW);

  it('holds for its user until it expires', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-27T12:05:00.000Z');
    expect(verifyPasswordProof(SECRET, proof, USER, NOW)).toBe(true);
    expect(verifyPasswordProof(SECRET, proof, USER, NOW + 300_000)).toBe(true);
    expect(verifyPasswordProof(SECRET, proof, USER, NOW + 301_000)).toBe(false);
  });

  it('names one user and one secret', () => {
    expect(verifyPasswordProof(SECRET, proof, 'another-user', NOW)).toBe(false);
    expect(verifyPasswordProof(`${SECRET}x`, proof, USER, NOW)).toBe(false);
  });

  it('refuses anything altered or malformed', () => {
    const [data, signature] = proof.split('.');
    const later = Buffer.from(`${USER}:${Math.floor(NOW / 1000) + 86_400}`).toString('base64url');
    expect(verifyPasswordProof(SECRET, `${later}.${signature}`, USER, NOW)).toBe(false);
    expect(verifyPasswordProof(SECRET, `${data}.`, USER, NOW)).toBe(false);
    expect(verifyPasswordProof(SECRET, 'not a proof', USER, NOW)).toBe(false);
    expect(verifyPasswordProof(SECRET, 'x'.repeat(600), USER, NOW)).toBe(false);
  });

  it('cannot pass for an identity header signed with the same secret', async () => {
    const { signIdentity, verifyIdentity } = await import('./identity');
    expect(verifyIdentity(proof, SECRET, NOW)).toBeNull();
    const header = signIdentity(
      { userId: USER, role: 'client', sessionId: 's', email: 'e@x.com', firstName: 'E' },
      SECRET,
      NOW,
    );
    expect(verifyPasswordProof(SECRET, header, USER, NOW)).toBe(false);
  });
});
