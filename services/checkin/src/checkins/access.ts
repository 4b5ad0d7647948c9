import type { Caller } from '@wellness/kit';
import type { ClientRef } from '../onboarding/access';

/**
 * Who may read a client's check-ins, history and progress: the coach, the nutritionist assigned to
 * her now (read-only), and the client herself. Others are answered "not found".
 */
export function canRead(caller: Caller, client: ClientRef): boolean {
  const { role, userId } = caller.identity;
  if (role === 'coach') return true;
  if (role === 'nutritionist') return client.nutritionistUserId === userId;
  return client.userId === userId;
}

/** Who may submit, edit and draft her check-ins: only she. */
export function canWrite(caller: Caller, client: ClientRef): boolean {
  return caller.identity.role === 'client' && client.userId === caller.identity.userId;
}

/** Who reviews check-ins (and sees the queue, the missing list, nudges): the coach. */
export function canReview(caller: Caller): boolean {
  return caller.identity.role === 'coach';
}
