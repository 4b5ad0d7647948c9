import type { Tx } from '../db';
import { refreshBillingStatus } from '../billing/refresh';
import { updateSubscription } from '../billing/subscription-repository';
import { announceFailed, announcePaid } from '../payments/announce';
import {
  createPayment,
  findPaymentByStripe,
  nextReceiptNumber,
  updatePayment,
} from '../payments/payment-repository';
import type { Applier, ApplyContext } from './apply-context';
import { lockClientOf } from './customers';
import { invoiceObject, invoicePaymentOf, subscriptionIdOf } from './objects';
import type { InvoiceObject } from './objects';
import { subscriptionFor } from './subscription-effects';

const PAID = ['succeeded', 'partially_refunded', 'refunded'];

/** Her client and crm's subscription row of an invoice's subscription (made if first seen). */
async function invoiceParties(tx: Tx, invoice: InvoiceObject, initial: 'active' | 'past_due') {
  const stripeSubscriptionId = subscriptionIdOf(invoice);
  const client = await lockClientOf(tx, { customerId: invoice.customer });
  if (!client || !stripeSubscriptionId) return null;
  const subscription = await subscriptionFor(
    tx,
    client,
    { stripeSubscriptionId, customerId: invoice.customer },
    { status: initial },
  );
  return subscription && { client, subscription };
}

/**
 * invoice.paid: the invoice's payment is recorded as paid (made good, if it had failed), with a
 * receipt number. A subscription still marked incomplete or past due by an older state becomes
 * active; later subscription events still have the last word. £0 invoices (a trial's first)
 * record nothing.
 */
export const applyInvoicePaid: Applier = async ({ tx, event, context }: ApplyContext) => {
  const invoice = invoiceObject.parse(event.data.object);
  const amount = invoice.amount_paid ?? 0;
  if (amount <= 0) return;
  const parties = await invoiceParties(tx, invoice, 'active');
  if (!parties) return;
  const { client, subscription } = parties;
  const { paymentIntentId, chargeId } = invoicePaymentOf(invoice);
  const paidAt = new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000);
  const existing = await findPaymentByStripe(tx, { invoiceId: invoice.id });
  if (existing && PAID.includes(existing.status)) return;
  const receiptNumber = await nextReceiptNumber(tx, paidAt.getUTCFullYear());
  const fields = {
    status: 'succeeded' as const,
    paidAt,
    receiptNumber,
    failureReason: null,
    stripePaymentIntentId: paymentIntentId,
    stripeChargeId: chargeId,
  };
  const payment = existing
    ? await updatePayment(tx, existing.id, fields)
    : await createPayment(tx, {
        ...fields,
        clientId: client.id,
        subscriptionId: subscription.id,
        planId: subscription.planId,
        amountMinor: amount,
        currency: invoice.currency.toUpperCase(),
        method: 'card',
        stripeInvoiceId: invoice.id,
      });
  if (
    ['incomplete', 'past_due', 'unpaid'].includes(subscription.status) &&
    event.created >= subscription.stripeStateAt
  )
    await updateSubscription(tx, subscription.id, {
      status: 'active',
      stripeStateAt: event.created,
    });
  await announcePaid(tx, payment, client, subscription.plan.name, context);
  await refreshBillingStatus(tx, client.id);
};

/**
 * invoice.payment_failed: the payment is recorded as failed (once per invoice: Stripe's retries
 * of it update the reason), which starts dunning through `payment.failed`. An invoice already
 * paid stays paid, whatever order the two events arrive in.
 */
export const applyInvoiceFailed: Applier = async ({ tx, event, context }: ApplyContext) => {
  const invoice = invoiceObject.parse(event.data.object);
  const amount = invoice.amount_due ?? 0;
  if (amount <= 0) return;
  const parties = await invoiceParties(tx, invoice, 'past_due');
  if (!parties) return;
  const { client, subscription } = parties;
  const reason =
    invoice.last_payment_error?.message ?? invoice.last_finalization_error?.message ?? null;
  const existing = await findPaymentByStripe(tx, { invoiceId: invoice.id });
  if (existing) {
    if (existing.status === 'failed' && reason)
      await updatePayment(tx, existing.id, { failureReason: reason });
    return;
  }
  const payment = await createPayment(tx, {
    clientId: client.id,
    subscriptionId: subscription.id,
    planId: subscription.planId,
    amountMinor: amount,
    currency: invoice.currency.toUpperCase(),
    status: 'failed',
    method: 'card',
    paidAt: new Date(event.created * 1000),
    failureReason: reason,
    stripeInvoiceId: invoice.id,
  });
  if (
    ['active', 'trialing', 'incomplete'].includes(subscription.status) &&
    event.created >= subscription.stripeStateAt
  )
    await updateSubscription(tx, subscription.id, {
      status: 'past_due',
      stripeStateAt: event.created,
    });
  await announceFailed(tx, payment, client, subscription.plan.name, context);
  await refreshBillingStatus(tx, client.id);
};
