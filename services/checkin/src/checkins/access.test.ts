import type { Role } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import { canRead, canReview, canWrite } from './access';

const ME = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const OTHER = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

const caller = (role: Role, userId = ME): Caller => ({
  identity: { userId, role, sessionId: 's', email: 'x@example.com', firstName: 'X', exp: 0 },
  correlationId: 'c',
});

const assignedToMe = { userId: OTHER, nutritionistUserId: ME };
const mine = { userId: ME, nutritionistUserId: OTHER };
const someoneElses = { userId: OTHER, nutritionistUserId: OTHER };
const unassigned = { userId: null, nutritionistUserId: null };

describe('check-in access', () => {
  it.each([
    // role, relation, client, read, write
    ['coach', 'assigned to her', assignedToMe, true, false],
    ['coach', "someone else's", someoneElses, true, false],
    ['coach', 'unassigned, without an account', unassigned, true, false],
    ['nutritionist', 'assigned to her', assignedToMe, true, false],
    ['nutritionist', 'her own record', mine, false, false],
    ['nutritionist', "someone else's", someoneElses, false, false],
    ['nutritionist', 'unassigned', unassigned, false, false],
    ['client', 'her own record', mine, true, true],
    ['client', 'assigned to her', assignedToMe, false, false],
    ['client', "someone else's", someoneElses, false, false],
    ['client', 'unassigned, without an account', unassigned, false, false],
  ] as const)('a %s, a client %s → read %s, write %s', (role, _relation, client, read, write) => {
    expect(canRead(caller(role), client)).toBe(read);
    expect(canWrite(caller(role), client)).toBe(write);
  });

  it.each([
    ['coach', true],
    ['nutritionist', false],
    ['client', false],
  ] as const)('canReview: a %s → %s', (role, expected) => {
    expect(canReview(caller(role))).toBe(expected);
  });
});
