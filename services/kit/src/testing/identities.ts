import type { Role } from '@wellness/contracts';
import { IDENTITY_HEADER } from '@wellness/contracts';
import { signIdentity } from '../identity';
import { TEST_IDENTITY_SECRET } from './infrastructure';

/** Headers a test request carries to act as a signed-in user, as the gateway would sign them. */
export function asUser(
  userId: string,
  role: Role,
  secret = TEST_IDENTITY_SECRET,
): Record<string, string> {
  return {
    [IDENTITY_HEADER]: signIdentity(
      {
        userId,
        role,
        sessionId: `session-${userId}`,
        email: `${userId}@test.local`,
        firstName: 'Test',
      },
      secret,
    ),
  };
}
