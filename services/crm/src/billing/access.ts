import type { Caller } from '@wellness/kit';

/**
 * Billing records (plans, subscriptions, payments, receipts): the coach sees every client's, a
 * client only her own, a nutritionist none.
 */
export function canReadBilling(caller: Caller, client: { userId: string | null }): boolean {
  const { role, userId } = caller.identity;
  if (role === 'coach') return true;
  return role === 'client' && client.userId === userId;
}
