import type { ClientBilling, Subscription } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import { isoOrNull } from '../dates';
import type { BillingSettings } from '../deps';
import type {
  Client,
  PaymentPlan,
  Subscription as SubscriptionRow,
} from '../generated/prisma/client';
import { billingOf, toPlanView } from '../payment-plans/billing';
import { listPlans } from '../payment-plans/repository';
import { paidCountOf, paymentRowsOf } from '../payments/payment-repository';
import { toPaymentView } from '../payments/view';
import { RUNNING_STATUSES, subscriptionsOf } from './subscription-repository';

/** The reference she quotes on a bank transfer: short, unique to her, easy to read out. */
export const bankReferenceOf = (clientId: string) =>
  `WC-${clientId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

async function subscriptionView(
  db: Db | Tx,
  subscription: SubscriptionRow & { plan: PaymentPlan },
): Promise<Subscription> {
  const billing = billingOf(subscription.plan);
  const running = RUNNING_STATUSES.includes(subscription.status);
  const instalments = billing.type === 'instalments' ? billing.instalments : null;
  const paid = instalments ? await paidCountOf(db, subscription.id) : null;
  const awaiting = subscription.status === 'awaiting_payment';
  const nextDue =
    running &&
    !subscription.cancelAtPeriodEnd &&
    billing.type !== 'one_off' &&
    (!instalments || (paid ?? 0) < instalments);
  return {
    id: subscription.id,
    plan: { id: subscription.plan.id, name: subscription.plan.name, billing },
    status: subscription.status,
    amountMinor: subscription.amountMinor,
    currency: subscription.currency.trim(),
    startedAt: subscription.startedAt.toISOString(),
    currentPeriodEnd: isoOrNull(subscription.currentPeriodEnd),
    nextPaymentAt: awaiting
      ? subscription.createdAt.toISOString()
      : nextDue
        ? isoOrNull(subscription.currentPeriodEnd)
        : null,
    nextAmountMinor: awaiting || nextDue ? subscription.amountMinor : null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    endedAt: isoOrNull(subscription.endedAt),
    endedReason: subscription.endedReason,
    instalmentsPaid: paid,
    instalmentsTotal: instalments,
    viaStripe: subscription.stripeSubscriptionId !== null,
  };
}

/** One client's billing as she (or the coach) sees it. */
export async function billingView(
  db: Db | Tx,
  client: Client,
  settings: BillingSettings,
  stripeEnabled: boolean,
): Promise<ClientBilling> {
  const [subscriptions, plans, payments] = await Promise.all([
    subscriptionsOf(db, client.id),
    listPlans(db, {
      activeOnly: true,
      ...(client.offeredPlanId ? { ids: [client.offeredPlanId] } : {}),
    }),
    paymentRowsOf(db, client.id),
  ]);
  const current =
    subscriptions.find((s) => RUNNING_STATUSES.includes(s.status)) ?? subscriptions[0] ?? null;
  return {
    clientId: client.id,
    status: client.billingStatus,
    stripeEnabled,
    subscription: current && (await subscriptionView(db, current)),
    offeredPlans: plans.map((plan) => toPlanView(plan)),
    assignedPlanId: client.offeredPlanId,
    payments: payments.map(toPaymentView),
    bankTransfer: stripeEnabled
      ? null
      : { ...settings.bank, reference: bankReferenceOf(client.id) },
  };
}
