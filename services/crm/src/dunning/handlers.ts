import { recordEventOnce } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { RUNNING_STATUSES } from '../billing/subscription-repository';
import { findPaymentForReminder, hasOutstandingFailure } from '../payments/payment-repository';
import { dunningName } from './schedule';

/** What the reminders work with. */
export type DunningDeps = Pick<CrmDeps, 'db' | 'clock'>;

export interface DunningJob {
  paymentId: string;
  day: number;
}

export type DunningOutcome = 'sent' | 'already-sent' | 'paid' | 'ended';

/**
 * Sends one reminder, deciding at run time: nothing once the payment (or a later one of the
 * same subscription) is paid, nothing once the subscription has ended, and never twice
 * (`payment.reminder_due` is written under the reminder's name). Notification emails it.
 */
export async function sendDunningReminder(
  deps: DunningDeps,
  job: DunningJob,
): Promise<DunningOutcome> {
  return deps.db.$transaction(async (tx) => {
    const payment = await findPaymentForReminder(tx, job.paymentId);
    if (!payment || payment.status !== 'failed') return 'paid';
    const { subscription, client } = payment;
    if (subscription && !RUNNING_STATUSES.includes(subscription.status)) return 'ended';
    if (subscription && !(await hasOutstandingFailure(tx, subscription.id))) return 'paid';
    const name = dunningName(payment.id, job.day);
    const written = await recordEventOnce(
      tx,
      name,
      'payment.reminder_due',
      {
        paymentId: payment.id,
        clientId: client.id,
        userId: client.userId,
        email: client.email,
        firstName: client.firstName,
        lastName: client.lastName,
        amountMinor: payment.amountMinor,
        currency: payment.currency.trim(),
        planName: payment.plan?.name ?? null,
        day: job.day,
      },
      { correlationId: name, actor: { service: 'crm' } },
    );
    return written ? 'sent' : 'already-sent';
  });
}
