import { RELATIONS, callerAs } from '../clients/access-fixtures';
import { canComplete, canConsent, canEdit, canRead } from './access';

const { assignedToMe, mine, someoneElses, unassigned } = RELATIONS;
const caller = callerAs;

describe('onboarding access', () => {
  it.each([
    // role, relation, client, read, edit, consent/complete
    ['coach', 'assigned to her', assignedToMe, true, true, false],
    ['coach', "someone else's", someoneElses, true, true, false],
    ['coach', 'unassigned, without an account', unassigned, true, true, false],
    ['nutritionist', 'assigned to her', assignedToMe, true, false, false],
    ['nutritionist', 'her own record', mine, false, false, false],
    ['nutritionist', "someone else's", someoneElses, false, false, false],
    ['nutritionist', 'unassigned', unassigned, false, false, false],
    ['client', 'her own record', mine, true, true, true],
    ['client', 'assigned to her', assignedToMe, false, false, false],
    ['client', "someone else's", someoneElses, false, false, false],
    ['client', 'unassigned, without an account', unassigned, false, false, false],
  ] as const)(
    'a %s, a client %s → read %s, edit %s, consent %s',
    (role, _relation, client, read, edit, consent) => {
      expect(canRead(caller(role), client)).toBe(read);
      expect(canEdit(caller(role), client)).toBe(edit);
      expect(canConsent(caller(role), client)).toBe(consent);
      expect(canComplete(caller(role), client)).toBe(consent);
    },
  );
});
