import type { Tx } from '../db';
import type { Client, Prisma, SubscriptionStatus } from '../generated/prisma/client';
import { recordActivity } from '../activity/repository';
import { refreshBillingStatus } from '../billing/refresh';
import {
  createSubscription,
  findByStripeId,
  updateSubscription,
} from '../billing/subscription-repository';
import { recordClientChanges } from '../clients/changes';
import { uuidOrNull } from '../ids';
import { billingOf } from '../payment-plans/billing';
import { findPlan } from '../payment-plans/repository';
import { announceSubscription } from '../payments/announce';
import { paidCountOf } from '../payments/payment-repository';
import type { Applier, ApplyContext } from './apply-context';
import { lockClientOf } from './customers';
import { periodEndOf, subscriptionObject } from './objects';
import type { SubscriptionObject } from './objects';

const fromSeconds = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null;

/** Statuses no later event undoes: Stripe never revives a cancelled subscription. */
const ENDED: SubscriptionStatus[] = ['canceled', 'completed'];

/**
 * crm's subscription row for a Stripe subscription, made on first sight by whichever of its events
 * comes first (checkout, subscription or invoice). Its plan is the one crm put in the metadata,
 * else the plan of her latest checkout. Null when it is not one of ours.
 */
export async function subscriptionFor(
  tx: Tx,
  client: Client,
  ref: {
    stripeSubscriptionId: string;
    customerId: string | null;
    metadata?: Record<string, string>;
  },
  initial: Pick<Prisma.SubscriptionUncheckedCreateInput, 'status' | 'startedAt'>,
) {
  const found = await findByStripeId(tx, ref.stripeSubscriptionId);
  if (found) return found;
  const planId =
    uuidOrNull(ref.metadata?.planId) ??
    (
      await tx.checkoutSession.findFirst({
        where: { clientId: client.id },
        orderBy: { createdAt: 'desc' },
      })
    )?.planId;
  const plan = planId ? await findPlan(tx, planId) : null;
  if (!plan) return null;
  return createSubscription(tx, {
    clientId: client.id,
    planId: plan.id,
    amountMinor: plan.priceMinor,
    currency: plan.currency,
    stripeSubscriptionId: ref.stripeSubscriptionId,
    stripeCustomerId: ref.customerId,
    ...initial,
  });
}

/** Stripe's status in crm's words: an instalment plan cancelled once paid in full is completed. */
async function statusOf(
  tx: Tx,
  object: SubscriptionObject,
  row: { id: string; plan: Parameters<typeof billingOf>[0] },
): Promise<SubscriptionStatus> {
  switch (object.status) {
    case 'incomplete':
      return 'incomplete';
    case 'incomplete_expired':
      return 'canceled';
    case 'paused':
      return 'past_due';
    case 'canceled': {
      const billing = billingOf(row.plan);
      const paidInFull =
        billing.type === 'instalments' && (await paidCountOf(tx, row.id)) >= billing.instalments;
      return paidInFull ? 'completed' : 'canceled';
    }
    default:
      return object.status;
  }
}

const endedReasonOf = (object: SubscriptionObject): string | null => {
  if (object.status !== 'canceled' && object.status !== 'incomplete_expired') return null;
  const reason = object.cancellation_details?.reason;
  if (reason === 'payment_failed') return 'payment_failed';
  if (reason === 'payment_disputed') return 'payment_disputed';
  return 'cancelled';
};

/**
 * customer.subscription.created / updated / deleted: the row takes the state the object holds,
 * unless crm already holds a newer one (an event created earlier than the state it has, or any
 * change to a subscription that has ended). Ended for failed payments: she is paused, and the
 * coach sees why on her timeline.
 */
export const applySubscription: Applier = async ({ tx, event, context }: ApplyContext) => {
  const object = subscriptionObject.parse(event.data.object);
  const client = await lockClientOf(tx, { customerId: object.customer, metadata: object.metadata });
  if (!client) return;
  const row = await subscriptionFor(
    tx,
    client,
    { stripeSubscriptionId: object.id, customerId: object.customer, metadata: object.metadata },
    { status: 'incomplete' },
  );
  if (!row) return;
  if (ENDED.includes(row.status) || event.created < row.stripeStateAt) return;
  const status = await statusOf(tx, object, row);
  const endedReason = endedReasonOf(object);
  const ended = status === 'canceled' || status === 'completed';
  await updateSubscription(tx, row.id, {
    status,
    stripeStateAt: event.created,
    currentPeriodEnd: fromSeconds(periodEndOf(object)),
    cancelAtPeriodEnd: object.cancel_at_period_end ?? false,
    ...(ended && {
      endedAt: fromSeconds(object.ended_at ?? object.canceled_at ?? event.created),
      endedReason,
    }),
  });
  if (status !== row.status) {
    await announceSubscription(
      tx,
      {
        subscriptionId: row.id,
        planName: row.plan.name,
        status,
        previousStatus: row.status,
        endedReason,
      },
      client,
      context,
    );
    if (ended && endedReason === 'payment_failed')
      await pauseForNonPayment(tx, client, row.plan.name, context);
  }
  await refreshBillingStatus(tx, client.id);
};

async function pauseForNonPayment(
  tx: Tx,
  client: Client,
  planName: string,
  context: ApplyContext['context'],
) {
  await recordActivity(tx, {
    subjectType: 'client',
    subjectId: client.id,
    kind: 'paused_for_non_payment',
    summary: `Paused: Stripe ended her plan “${planName}” after failed payments`,
    actor: null,
  });
  if (client.status !== 'active') return;
  await tx.client.update({ where: { id: client.id }, data: { status: 'paused' } });
  await recordClientChanges(tx, [client.id], context);
}
