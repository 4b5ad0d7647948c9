import type { EventContext } from '@wellness/kit';
import { recordEvent } from '@wellness/kit';
import type { Tx } from '../db';
import type { Client, Payment } from '../generated/prisma/client';

const personOf = (client: Client) => ({
  clientId: client.id,
  userId: client.userId,
  email: client.email,
  firstName: client.firstName,
  lastName: client.lastName,
});

/** `payment.succeeded`: notification sends her the receipt; crm's dunning for it stops. */
export function announcePaid(
  tx: Tx,
  payment: Payment,
  client: Client,
  planName: string | null,
  context: EventContext,
) {
  return recordEvent(
    tx,
    'payment.succeeded',
    {
      paymentId: payment.id,
      ...personOf(client),
      amountMinor: payment.amountMinor,
      currency: payment.currency.trim(),
      planName,
      method: payment.method,
      receiptNumber: payment.receiptNumber ?? '',
    },
    context,
  );
}

/** `payment.failed`: the coach is alerted, and crm schedules its dunning reminders. */
export function announceFailed(
  tx: Tx,
  payment: Payment,
  client: Client,
  planName: string | null,
  context: EventContext,
) {
  return recordEvent(
    tx,
    'payment.failed',
    {
      paymentId: payment.id,
      ...personOf(client),
      amountMinor: payment.amountMinor,
      currency: payment.currency.trim(),
      planName,
      reason: payment.failureReason,
    },
    context,
  );
}

/** `subscription.changed`, when its status moved. */
export function announceSubscription(
  tx: Tx,
  change: {
    subscriptionId: string;
    planName: string;
    status: string;
    previousStatus: string | null;
    endedReason: string | null;
  },
  client: Client,
  context: EventContext,
) {
  return recordEvent(tx, 'subscription.changed', { ...change, ...personOf(client) }, context);
}
