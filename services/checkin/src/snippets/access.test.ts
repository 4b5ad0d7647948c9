import { ME, OTHER, callerAs } from '../clients/access-fixtures';
import { canUse } from './access';

const caller = (role: 'coach' | 'nutritionist' | 'client') => callerAs(role);

describe('reply snippet access', () => {
  it.each([
    ['coach', 'her own', ME, true],
    ['coach', "another coach's", OTHER, false],
    ['nutritionist', 'with her id', ME, false],
    ['client', 'with her id', ME, false],
  ] as const)('a %s, a snippet %s → %s', (role, _whose, coachUserId, expected) => {
    expect(canUse(caller(role), { coachUserId })).toBe(expected);
  });
});
