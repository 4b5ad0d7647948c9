import type { Caller } from '@wellness/kit';

/** What access reads of a client (checkin's read model of crm's clients, read on every request). */
export interface ClientRef {
  userId: string | null;
  nutritionistUserId: string | null;
}

const isHers = (caller: Caller, client: ClientRef) =>
  caller.identity.role === 'client' && client.userId === caller.identity.userId;

/**
 * Who may read a client's onboarding answers: the coach, the nutritionist assigned to her (as the
 * read model says now: an unassignment holds on her next request), and the client herself.
 */
export function canRead(caller: Caller, client: ClientRef): boolean {
  const { role, userId } = caller.identity;
  if (role === 'coach') return true;
  if (role === 'nutritionist') return client.nutritionistUserId === userId;
  return isHers(caller, client);
}

/** Who may change the answers: the client herself and the coach (a nutritionist only reads). */
export function canEdit(caller: Caller, client: ClientRef): boolean {
  return caller.identity.role === 'coach' || isHers(caller, client);
}

/** Consent to store health data, its withdrawal, and finishing onboarding: only she can. */
export function canConsent(caller: Caller, client: ClientRef): boolean {
  return isHers(caller, client);
}
export const canComplete = canConsent;
