import type { Role } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import { canRead, canSeeNotes, visibleFilter } from './access';

const ME = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const OTHER = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

const caller = (role: Role, userId = ME): Caller => ({
  identity: { userId, role, sessionId: 's', email: 'x@example.com', firstName: 'X', exp: 0 },
  correlationId: 'c',
});

describe('clients access', () => {
  it.each([
    ['coach', ME, { kind: 'all' }],
    ['coach', 'not-a-uuid', { kind: 'all' }],
    ['nutritionist', ME, { kind: 'assignedTo', nutritionistUserId: ME }],
    ['nutritionist', 'not-a-uuid', { kind: 'none' }],
    ['client', ME, { kind: 'own', userId: ME }],
    ['client', 'not-a-uuid', { kind: 'none' }],
  ] as const)('visibleFilter: a %s with id %s sees %o', (role, userId, scope) => {
    expect(visibleFilter(caller(role, userId))).toEqual(scope);
  });

  // role × the client's relation to the caller → may she read the profile?
  const assignedToMe = { userId: OTHER, nutritionistUserId: ME };
  const mine = { userId: ME, nutritionistUserId: OTHER };
  const someoneElses = { userId: OTHER, nutritionistUserId: OTHER };
  const unassigned = { userId: null, nutritionistUserId: null };
  it.each([
    ['coach', 'assigned to her', assignedToMe, true],
    ['coach', 'her own record', mine, true],
    ['coach', "someone else's", someoneElses, true],
    ['coach', 'unassigned, without an account', unassigned, true],
    ['nutritionist', 'assigned to her', assignedToMe, true],
    ['nutritionist', 'her own record', mine, false],
    ['nutritionist', "someone else's", someoneElses, false],
    ['nutritionist', 'unassigned, without an account', unassigned, false],
    ['client', 'assigned to her', assignedToMe, false],
    ['client', 'her own record', mine, true],
    ['client', "someone else's", someoneElses, false],
    ['client', 'unassigned, without an account', unassigned, false],
  ] as const)('canRead: a %s, a client %s → %s', (role, _relation, client, expected) => {
    expect(canRead(caller(role), client)).toBe(expected);
  });

  it.each([
    ['coach', true],
    ['nutritionist', false],
    ['client', false],
  ] as const)('canSeeNotes: a %s → %s', (role, expected) => {
    expect(canSeeNotes(caller(role))).toBe(expected);
  });
});
