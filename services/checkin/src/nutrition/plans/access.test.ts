import { RELATIONS, callerAs } from '../../clients/access-fixtures';
import { canReadPlans, canWritePlans, isHers, seesDrafts } from './access';

type Relation = keyof typeof RELATIONS;
type Role = 'coach' | 'nutritionist' | 'client';

// [role, relation, read, write, her own]
const TABLE: [Role, Relation, boolean, boolean, boolean][] = [
  ['coach', 'assignedToMe', true, true, false],
  ['coach', 'someoneElses', true, true, false],
  ['coach', 'unassigned', true, true, false],
  ['nutritionist', 'assignedToMe', true, true, false],
  ['nutritionist', 'someoneElses', false, false, false],
  ['nutritionist', 'unassigned', false, false, false],
  ['client', 'mine', true, false, true],
  ['client', 'someoneElses', false, false, false],
  ['client', 'unassigned', false, false, false],
];

describe('nutrition plan access', () => {
  it.each(TABLE)(
    'a %s, a client %s → read %s, write %s, hers %s',
    (role, relation, read, write, hers) => {
      const caller = callerAs(role);
      const client = RELATIONS[relation];
      expect(canReadPlans(caller, client)).toBe(read);
      expect(canWritePlans(caller, client)).toBe(write);
      expect(isHers(caller, client)).toBe(hers);
    },
  );

  it.each([
    ['coach', true],
    ['nutritionist', true],
    ['client', false],
  ] as const)('a %s sees drafts: %s', (role, expected) => {
    expect(seesDrafts(callerAs(role))).toBe(expected);
  });
});
