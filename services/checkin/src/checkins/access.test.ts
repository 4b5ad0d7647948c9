import { RELATIONS, callerAs } from '../clients/access-fixtures';
import { canRead, canReview, canWrite } from './access';

const { assignedToMe, mine, someoneElses, unassigned } = RELATIONS;
const caller = callerAs;

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
