import type { BillingStatus } from '@wellness/contracts';
import type { SubscriptionStatus } from '../generated/prisma/client';

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** A payment of it failed after its last success. */
  failedOutstanding: boolean;
}

/**
 * Her billing as a whole, from her running subscription (at most one runs) or, with none running,
 * her latest one. A payment that failed and was not made good outranks everything: it is what
 * the coach must see in her table.
 */
export function billingStatusOf(
  running: SubscriptionState | null,
  latest: Pick<SubscriptionState, 'status'> | null,
): BillingStatus {
  if (running) {
    if (running.status === 'past_due' || running.status === 'unpaid' || running.failedOutstanding)
      return 'payment_issue';
    if (running.status === 'awaiting_payment' || running.status === 'incomplete')
      return 'awaiting_payment';
    if (running.cancelAtPeriodEnd) return 'cancelling';
    return running.status === 'trialing' ? 'trialing' : 'active';
  }
  if (!latest) return 'none';
  // Instalments paid in full: nothing more is owed and nothing runs.
  return latest.status === 'completed' ? 'active' : 'cancelled';
}
