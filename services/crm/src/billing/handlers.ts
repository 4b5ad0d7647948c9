import type { ClientBilling } from '@wellness/contracts';
import { CHECKOUT_RETURN } from '@wellness/contracts';
import { DomainError, eventContextOf, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import type { Client } from '../generated/prisma/client';
import { actorOf } from '../actor';
import { longDate } from '../dates';
import { recordActivity } from '../activity/repository';
import { findClient, findClientByUserId, lockClient, setOfferedPlan } from '../clients/repository';
import { findPlan } from '../payment-plans/repository';
import { announceSubscription } from '../payments/announce';
import { canReadBilling } from './access';
import { refreshBillingStatus } from './refresh';
import { runningSubscriptionOf, updateSubscription } from './subscription-repository';
import { billingView } from './view';

const viewOf = (deps: CrmDeps, client: Client) =>
  billingView(deps.db, client, deps.billing, deps.stripe !== null);

/** The signed-in client's own record: every billing action of hers starts here. */
export async function ownClient(deps: CrmDeps, caller: Caller): Promise<Client> {
  const client = await findClientByUserId(deps.db, caller.identity.userId);
  if (!client) throw notFound('Your client record');
  return client;
}

export async function myBilling(deps: CrmDeps, caller: Caller): Promise<ClientBilling> {
  return viewOf(deps, await ownClient(deps, caller));
}

/** A client's billing for the coach (her profile's payments section). */
export async function clientBilling(deps: CrmDeps, caller: Caller, clientId: string) {
  const client = await findClient(deps.db, clientId);
  if (!client || !canReadBilling(caller, client)) throw notFound('Client');
  return viewOf(deps, client);
}

/** Offers her one plan (`planId`), or every active plan (null). */
export async function offerPlan(
  deps: CrmDeps,
  caller: Caller,
  clientId: string,
  planId: string | null,
): Promise<ClientBilling> {
  if (planId) {
    const plan = await findPlan(deps.db, planId);
    if (!plan) throw new DomainError('BAD_REQUEST', 'No such payment plan');
    if (!plan.active)
      throw new DomainError('BAD_REQUEST', 'This plan is archived: restore it before offering it');
  }
  const actor = await actorOf(deps.db, caller);
  const client = await deps.db.$transaction(async (tx) => {
    const found = await lockClient(tx, clientId);
    if (!found) throw notFound('Client');
    const plan = planId ? await findPlan(tx, planId) : null;
    await recordActivity(tx, {
      subjectType: 'client',
      subjectId: clientId,
      kind: 'plan_offered',
      summary: plan ? `Offered the plan “${plan.name}”` : 'Offered every active plan',
      actor,
    });
    return setOfferedPlan(tx, clientId, planId);
  });
  return viewOf(deps, client);
}

/** Stripe's customer portal, where she updates her card. */
export async function billingPortal(deps: CrmDeps, caller: Caller): Promise<{ url: string }> {
  const client = await ownClient(deps, caller);
  if (!deps.stripe)
    throw new DomainError('BAD_REQUEST', 'Card payments are not set up: pay by bank transfer');
  if (!client.stripeCustomerId)
    throw new DomainError('BAD_REQUEST', 'You have no card with us yet');
  const url = await deps.stripe.createPortal(
    client.stripeCustomerId,
    `${deps.billing.appUrl}${CHECKOUT_RETURN.portal}`,
  );
  return { url };
}

/**
 * Cancels her subscription at the end of the period paid for (Stripe's subscription is told,
 * and its webhook confirms). One awaiting a bank transfer has nothing paid: it ends now.
 */
export async function cancelMySubscription(deps: CrmDeps, caller: Caller): Promise<ClientBilling> {
  const client = await ownClient(deps, caller);
  const running = await runningSubscriptionOf(deps.db, client.id);
  if (!running) throw new DomainError('BAD_REQUEST', 'You have no plan to cancel');
  if (running.plan.billingType !== 'subscription' && running.status !== 'awaiting_payment')
    throw new DomainError(
      'BAD_REQUEST',
      'A one-off or instalment plan cannot be cancelled here: message your coach',
    );
  if (running.stripeSubscriptionId && deps.stripe)
    await deps.stripe.setCancelAtPeriodEnd(running.stripeSubscriptionId, true);
  const endsNow = running.status === 'awaiting_payment';
  const actor = await actorOf(deps.db, caller);
  await deps.db.$transaction(async (tx) => {
    await lockClient(tx, client.id);
    const updated = await updateSubscription(
      tx,
      running.id,
      endsNow
        ? { status: 'canceled', endedAt: deps.clock.now(), endedReason: 'cancelled' }
        : { cancelAtPeriodEnd: true },
    );
    const ends = updated.currentPeriodEnd;
    await recordActivity(tx, {
      subjectType: 'client',
      subjectId: client.id,
      kind: 'subscription_cancelled',
      summary:
        endsNow || !ends
          ? `Cancelled her plan “${running.plan.name}”`
          : `Cancelled her plan “${running.plan.name}”: it ends on ${longDate(ends)}`,
      actor,
    });
    if (endsNow)
      await announceSubscription(
        tx,
        {
          subscriptionId: running.id,
          planName: running.plan.name,
          status: 'canceled',
          previousStatus: running.status,
          endedReason: 'cancelled',
        },
        client,
        eventContextOf(caller),
      );
    await refreshBillingStatus(tx, client.id);
  });
  return viewOf(deps, (await findClient(deps.db, client.id))!);
}
