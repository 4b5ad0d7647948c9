import { AcceptedSignatures } from './accepted-signatures';

describe('accepted signatures', () => {
  it('verifies a key once while it lives, then refuses it once expired', () => {
    const accepted = new AcceptedSignatures<string>();
    let checks = 0;
    const verify = () => (checks++, { value: 'ok', expiresAt: 1_000 });
    expect(accepted.check('k', 0, verify)).toBe('ok');
    expect(accepted.check('k', 1_000, verify)).toBe('ok');
    expect(checks).toBe(1);
    expect(accepted.check('k', 1_001, verify)).toBeNull();
  });

  it('keeps nothing it refused, and starts again when full', () => {
    const accepted = new AcceptedSignatures<string>(2);
    let checks = 0;
    const verify = (value: string | null) => () => (
      checks++,
      value === null ? null : { value, expiresAt: 1_000 }
    );
    expect(accepted.check('bad', 0, verify(null))).toBeNull();
    expect(accepted.check('bad', 0, verify('now good'))).toBe('now good');
    accepted.check('b', 0, verify('b'));
    accepted.check('c', 0, verify('c')); // full: the two before are forgotten
    checks = 0;
    expect(accepted.check('bad', 0, verify('again'))).toBe('again');
    expect(accepted.check('c', 0, verify('c2'))).toBe('c');
    expect(checks).toBe(1);
  });
});
