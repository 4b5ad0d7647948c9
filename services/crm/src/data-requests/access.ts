import type { Caller } from '@wellness/kit';

/**
 * A data request: the coach sees every one in the business; a client only her own (others: not
 * found, so a client cannot learn that someone else asked). Nutritionists never reach the router.
 */
export const canReadDataRequest = (
  caller: Caller,
  request: { clientUserId: string | null },
): boolean =>
  caller.identity.role === 'coach' ||
  (caller.identity.role === 'client' &&
    request.clientUserId !== null &&
    request.clientUserId === caller.identity.userId);
