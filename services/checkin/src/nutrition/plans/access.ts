import type { Caller } from '@wellness/kit';
import type { ClientRef } from '../../onboarding/access';

/**
 * Who may see and change a client's nutrition plans, from the read model as it is now (an
 * unassignment holds on the nutritionist's next request; the plans stay). Others: not found.
 */

/** Staff: the coach (every client) and the nutritionist assigned to her now. */
export function canWritePlans(caller: Caller, client: ClientRef): boolean {
  const { role, userId } = caller.identity;
  if (role === 'coach') return true;
  return role === 'nutritionist' && client.nutritionistUserId === userId;
}

/** Staff who may write them read drafts and versions; she reads her own published versions. */
export function canReadPlans(caller: Caller, client: ClientRef): boolean {
  return canWritePlans(caller, client) || isHers(caller, client);
}

/** She sees only what was published; staff see drafts too. */
export function seesDrafts(caller: Caller): boolean {
  return caller.identity.role !== 'client';
}

/** Her shopping list's ticks are hers alone. */
export function isHers(caller: Caller, client: ClientRef): boolean {
  return caller.identity.role === 'client' && client.userId === caller.identity.userId;
}
