import type { Role } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import { canUse } from './access';

const ME = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const OTHER = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

const caller = (role: Role): Caller => ({
  identity: { userId: ME, role, sessionId: 's', email: 'x@example.com', firstName: 'X', exp: 0 },
  correlationId: 'c',
});

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
