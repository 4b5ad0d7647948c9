import type { Role } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import { canComplete, canConsent, canEdit, canRead } from './access';

const ME = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const OTHER = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

const caller = (role: Role, userId = ME): Caller => ({
  identity: { userId, role, sessionId: 's', email: 'x@example.com', firstName: 'X', exp: 0 },
  correlationId: 'c',
});

// the client's relation to the caller
const assignedToMe = { userId: OTHER, nutritionistUserId: ME };
const mine = { userId: ME, nutritionistUserId: OTHER };
const someoneElses = { userId: OTHER, nutritionistUserId: OTHER };
const unassigned = { userId: null, nutritionistUserId: null };

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
