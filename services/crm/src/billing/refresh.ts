import type { BillingStatus } from '@wellness/contracts';
import type { Tx } from '../db';
import { hasOutstandingFailure } from '../payments/payment-repository';
import { RUNNING_STATUSES, subscriptionsOf } from './subscription-repository';
import { billingStatusOf } from './status';

/**
 * Brings her billing status (the client table's filter) in line with her subscriptions and
 * payments, inside the transaction that changed them. Call it after every such change.
 */
export async function refreshBillingStatus(tx: Tx, clientId: string): Promise<BillingStatus> {
  const subscriptions = await subscriptionsOf(tx, clientId);
  const running = subscriptions.find((s) => RUNNING_STATUSES.includes(s.status)) ?? null;
  const status = billingStatusOf(
    running && {
      status: running.status,
      cancelAtPeriodEnd: running.cancelAtPeriodEnd,
      failedOutstanding: await hasOutstandingFailure(tx, running.id),
    },
    subscriptions[0] ?? null,
  );
  await tx.client.updateMany({
    where: { id: clientId, billingStatus: { not: status } },
    data: { billingStatus: status },
  });
  return status;
}
