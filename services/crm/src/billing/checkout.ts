import { CHECKOUT_RETURN } from '@wellness/contracts';
import type { CheckoutResponse, CheckoutStatus } from '@wellness/contracts';
import { DomainError, eventContextOf, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import type { Client, PaymentPlan } from '../generated/prisma/client';
import { lockClient } from '../clients/repository';
import { billingOf } from '../payment-plans/billing';
import { findPlan } from '../payment-plans/repository';
import { announceSubscription } from '../payments/announce';
import { findCheckoutSession, recordCheckoutSession } from './checkout-repository';
import { ownClient } from './handlers';
import { refreshBillingStatus } from './refresh';
import {
  createSubscription,
  runningSubscriptionOf,
  updateSubscription,
} from './subscription-repository';

/** A checkout not completed within a day is over (Stripe expires its sessions after 24 hours). */
const CHECKOUT_LIFETIME_MS = 24 * 3600_000;

/** The plan she asked for, if she may buy it: it exists, is offered, and is offered to her. */
async function planOffered(deps: CrmDeps, client: Client, planId: string): Promise<PaymentPlan> {
  const plan = await findPlan(deps.db, planId);
  if (!plan)
    throw new DomainError('BAD_REQUEST', 'No such plan: choose one of the plans offered to you');
  if (!plan.active)
    throw new DomainError('BAD_REQUEST', 'This plan is no longer offered: choose another');
  if (client.offeredPlanId && client.offeredPlanId !== plan.id)
    throw new DomainError(
      'BAD_REQUEST',
      'This plan is not offered to you: choose the one your coach offered',
    );
  return plan;
}

/**
 * Starts paying for a plan. The price is the plan's, on the server: she never sends an amount.
 * With Stripe: a Checkout session (subscription or payment mode as the plan bills), and she is
 * sent there. Without: her plan is recorded as awaiting a bank transfer, which the coach records.
 */
export async function startCheckout(
  deps: CrmDeps,
  caller: Caller,
  planId: string,
): Promise<CheckoutResponse> {
  const client = await ownClient(deps, caller);
  const plan = await planOffered(deps, client, planId);
  const running = await runningSubscriptionOf(deps.db, client.id);
  if (running && running.status !== 'awaiting_payment')
    throw new DomainError(
      'CONFLICT',
      `You already have a plan (${running.plan.name}): cancel it before choosing another`,
    );
  return deps.stripe
    ? stripeCheckout(deps, client, plan)
    : bankTransferCheckout(deps, caller, client, plan);
}

async function stripeCheckout(
  deps: CrmDeps,
  client: Client,
  plan: PaymentPlan,
): Promise<CheckoutResponse> {
  const stripe = deps.stripe!;
  let customerId = client.stripeCustomerId;
  if (!customerId) {
    customerId = await stripe.createCustomer({
      email: client.email,
      name: `${client.firstName} ${client.lastName}`,
      clientId: client.id,
    });
    await deps.db.client.updateMany({
      where: { id: client.id, stripeCustomerId: null },
      data: { stripeCustomerId: customerId },
    });
  }
  const billing = billingOf(plan);
  const session = await stripe.createCheckout({
    mode: billing.type === 'one_off' ? 'payment' : 'subscription',
    customerId,
    clientId: client.id,
    planId: plan.id,
    name: plan.name,
    amountMinor: plan.priceMinor,
    currency: plan.currency.trim(),
    ...(billing.type !== 'one_off' && {
      recurring: { interval: billing.interval, intervalCount: billing.intervalCount },
    }),
    trialDays: plan.trialDays,
    successUrl: `${deps.billing.appUrl}${CHECKOUT_RETURN.success}`,
    cancelUrl: `${deps.billing.appUrl}${CHECKOUT_RETURN.cancelled}`,
  });
  await recordCheckoutSession(deps.db, { id: session.id, clientId: client.id, planId: plan.id });
  return { url: session.url, mode: 'stripe' };
}

async function bankTransferCheckout(
  deps: CrmDeps,
  caller: Caller,
  client: Client,
  plan: PaymentPlan,
): Promise<CheckoutResponse> {
  await deps.db.$transaction(async (tx) => {
    await lockClient(tx, client.id);
    const running = await runningSubscriptionOf(tx, client.id);
    if (running && running.status !== 'awaiting_payment')
      throw new DomainError('CONFLICT', `You already have a plan (${running.plan.name})`);
    // Choosing again while awaiting a transfer replaces the plan she chose before.
    if (running)
      await updateSubscription(tx, running.id, {
        status: 'canceled',
        endedAt: deps.clock.now(),
        endedReason: 'replaced',
      });
    const subscription = await createSubscription(tx, {
      clientId: client.id,
      planId: plan.id,
      status: 'awaiting_payment',
      amountMinor: plan.priceMinor,
      currency: plan.currency,
      startedAt: deps.clock.now(),
    });
    await announceSubscription(
      tx,
      {
        subscriptionId: subscription.id,
        planName: plan.name,
        status: 'awaiting_payment',
        previousStatus: null,
        endedReason: null,
      },
      client,
      eventContextOf(caller),
    );
    await refreshBillingStatus(tx, client.id);
  });
  return { url: '/subscribe', mode: 'bank_transfer' };
}

/** Whether Stripe's webhook has confirmed her checkout: the success page waits for `paid`. */
export async function checkoutStatus(
  deps: CrmDeps,
  caller: Caller,
  sessionId: string,
): Promise<CheckoutStatus> {
  const client = await ownClient(deps, caller);
  const session = await findCheckoutSession(deps.db, sessionId);
  if (!session || session.clientId !== client.id) throw notFound('Checkout');
  if (session.completedAt) return { status: 'paid' };
  const expired = deps.clock.now().getTime() - session.createdAt.getTime() > CHECKOUT_LIFETIME_MS;
  return { status: expired ? 'expired' : 'pending' };
}
