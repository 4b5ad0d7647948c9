import { PAYMENT_METHOD_LABELS, formatMoney } from '@wellness/contracts';
import type { Payment } from '@wellness/contracts';
import { DomainError, eventContextOf } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { Tx } from '../db';
import type { CrmDeps } from '../deps';
import type { PaymentPlan, Subscription } from '../generated/prisma/client';
import { actorOf } from '../actor';
import { recordActivity } from '../activity/repository';
import { refreshBillingStatus } from '../billing/refresh';
import { runningSubscriptionOf, updateSubscription } from '../billing/subscription-repository';
import { lockClient } from '../clients/repository';
import { billingOf } from '../payment-plans/billing';
import { findPlan } from '../payment-plans/repository';
import { announcePaid, announceSubscription } from './announce';
import { clientNamedInBody } from './handlers';
import type { ManualPayment } from './handlers';
import {
  createPayment,
  findPaymentRow,
  nextReceiptNumber,
  paidCountOf,
} from './payment-repository';
import { toPaymentView } from './view';

/** The end of the period a payment on `from` pays for: one billing interval later. */
export function periodEndAfter(from: Date, plan: PaymentPlan): Date | null {
  const billing = billingOf(plan);
  if (billing.type === 'one_off') return null;
  const end = new Date(from);
  if (billing.interval === 'week') end.setUTCDate(end.getUTCDate() + 7 * billing.intervalCount);
  else end.setUTCMonth(end.getUTCMonth() + billing.intervalCount);
  return end;
}

/**
 * A manual subscription paid: one awaiting its first transfer starts now; a running one runs a
 * period further from when its current period ends; an instalment plan whose last instalment
 * this is is complete.
 */
async function advanceManualSubscription(
  tx: Tx,
  running: Subscription & { plan: PaymentPlan },
  paidAt: Date,
) {
  const billing = billingOf(running.plan);
  if (billing.type === 'instalments' && (await paidCountOf(tx, running.id)) >= billing.instalments)
    return updateSubscription(tx, running.id, {
      status: 'completed',
      endedAt: paidAt,
      endedReason: 'paid_in_full',
      currentPeriodEnd: null,
    });
  const awaiting = running.status === 'awaiting_payment';
  const from = awaiting || !running.currentPeriodEnd ? paidAt : running.currentPeriodEnd;
  return updateSubscription(tx, running.id, {
    status: 'active',
    currentPeriodEnd: periodEndAfter(from, running.plan),
    ...(awaiting && { startedAt: paidAt }),
  });
}

/**
 * Records a payment by bank transfer or cash, with the bank's date and reference. It pays for
 * her running plan unless another is named: one awaiting a transfer starts, a running manual
 * plan runs a period further. She gets a receipt (payment.succeeded).
 */
export async function recordManualPayment(
  deps: CrmDeps,
  caller: Caller,
  input: ManualPayment,
): Promise<Payment> {
  const client = await clientNamedInBody(deps, input.clientId);
  const namedPlan = input.planId ? await findPlan(deps.db, input.planId) : null;
  if (input.planId && !namedPlan) throw new DomainError('BAD_REQUEST', 'No such payment plan');
  const paidAt = new Date(`${input.paidOn}T12:00:00.000Z`);
  if (paidAt.getTime() > deps.clock.now().getTime() + 24 * 3600_000)
    throw new DomainError('BAD_REQUEST', 'Paid on cannot be in the future');
  const actor = await actorOf(deps.db, caller);
  const context = eventContextOf(caller);
  const id = await deps.db.$transaction(async (tx) => {
    await lockClient(tx, client.id);
    const running = await runningSubscriptionOf(tx, client.id);
    const paysRunning =
      running && !running.stripeSubscriptionId && (!namedPlan || namedPlan.id === running.planId);
    const plan = namedPlan ?? running?.plan ?? null;
    const payment = await createPayment(tx, {
      clientId: client.id,
      subscriptionId: paysRunning ? running.id : null,
      planId: plan?.id ?? null,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'succeeded',
      method: input.method,
      paidAt,
      reference: input.reference || null,
      receiptNumber: await nextReceiptNumber(tx, paidAt.getUTCFullYear()),
      recordedByUserId: actor.userId,
    });
    if (paysRunning) {
      const updated = await advanceManualSubscription(tx, running, paidAt);
      if (updated.status !== running.status)
        await announceSubscription(
          tx,
          {
            subscriptionId: running.id,
            planName: running.plan.name,
            status: updated.status,
            previousStatus: running.status,
            endedReason: null,
          },
          client,
          context,
        );
    }
    await recordActivity(tx, {
      subjectType: 'client',
      subjectId: client.id,
      kind: 'payment_recorded',
      summary: `Recorded a payment of ${formatMoney(input.amountMinor, input.currency)} (${PAYMENT_METHOD_LABELS[input.method].toLowerCase()})`,
      actor,
    });
    await announcePaid(tx, payment, client, plan?.name ?? null, context);
    await refreshBillingStatus(tx, client.id);
    return payment.id;
  });
  return toPaymentView((await findPaymentRow(deps.db, id))!);
}
