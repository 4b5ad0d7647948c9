import type { Caller } from '@wellness/kit';
import { canDeactivate } from './access';

const ME = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const OTHER = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

const coach: Caller = {
  identity: {
    userId: ME,
    role: 'coach',
    sessionId: 's',
    email: 'x@example.com',
    firstName: 'X',
    exp: 0,
  },
  correlationId: 'c',
};

describe('team access', () => {
  it.each([
    ['herself', ME, false],
    ['another member', OTHER, true],
    ['a member invited without an account yet', null, true],
  ] as const)('canDeactivate: a coach deactivating %s → %s', (_who, userId, expected) => {
    expect(canDeactivate(coach, { userId })).toBe(expected);
  });
});
