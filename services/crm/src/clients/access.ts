import type { Caller } from '@wellness/kit';
import { uuidOrNull } from '../ids';

/**
 * Which clients a caller may see, as the client table applies it: every client, those assigned to
 * one nutritionist, one client's own record, or none. A nutritionist's scope takes the place of any
 * nutritionist filter she sends.
 */
export type ClientScope =
  | { kind: 'all' }
  | { kind: 'assignedTo'; nutritionistUserId: string }
  | { kind: 'own'; userId: string }
  | { kind: 'none' };

/**
 * A coach sees every client; a nutritionist the clients assigned to her; a client her own record.
 * An identity whose id is not a uuid cannot be anyone's nutritionist or client: she sees nobody.
 */
export function visibleFilter(caller: Caller): ClientScope {
  const { role } = caller.identity;
  if (role === 'coach') return { kind: 'all' };
  const userId = uuidOrNull(caller.identity.userId);
  if (!userId) return { kind: 'none' };
  return role === 'nutritionist'
    ? { kind: 'assignedTo', nutritionistUserId: userId }
    : { kind: 'own', userId };
}

/** Whether the caller may read this client: a coach always, a nutritionist if assigned, a client if hers. */
export function canRead(
  caller: Caller,
  client: { userId: string | null; nutritionistUserId: string | null },
): boolean {
  const { role, userId } = caller.identity;
  if (role === 'coach') return true;
  if (role === 'nutritionist') return client.nutritionistUserId === userId;
  return client.userId === userId;
}

/** Private notes on a client are the coach's: never shown to her nutritionist or to the client. */
export function canSeeNotes(caller: Caller): boolean {
  return caller.identity.role === 'coach';
}

/** Billing (her plan, payments, billing status) is the coach's: a nutritionist sees none of it. */
export function canSeeBilling(caller: Caller): boolean {
  return caller.identity.role === 'coach';
}
