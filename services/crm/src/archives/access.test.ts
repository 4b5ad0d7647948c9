import type { Caller } from '@wellness/kit';
import { canSeeBackup, canUseLinkOf } from './access';

const COACH = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const OTHER_COACH = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

const as = (role: Caller['identity']['role'], userId = COACH): Caller => ({
  identity: { userId, role, sessionId: 's', email: 'x@example.com', firstName: 'X', exp: 0 },
  correlationId: 'c',
});

describe('archives access', () => {
  it.each([
    ['a coach', 'coach', 'backup', true],
    ['a coach', 'coach', 'client_export', false],
    ['a nutritionist', 'nutritionist', 'backup', false],
    ['a client', 'client', 'backup', false],
    ['a client', 'client', 'client_export', false],
  ] as const)('canSeeBackup: %s, a %s archive → %s', (_who, role, kind, expected) => {
    expect(canSeeBackup(as(role), { kind })).toBe(expected);
  });

  it.each([
    ['the coach who made the link', as('coach'), COACH, true],
    ['another coach', as('coach', OTHER_COACH), COACH, false],
    ['no one signed in', null, COACH, false],
    ['anyone, for a link bound to no one', null, null, true],
  ] as const)('canUseLinkOf: %s → %s', (_who, caller, userId, expected) => {
    expect(canUseLinkOf(caller, { userId })).toBe(expected);
  });
});
