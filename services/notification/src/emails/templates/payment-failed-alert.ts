import { formatMoney } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

/** To the coach (COACH_EMAIL) when a client's card payment fails (payment.failed); replies go to her. */
export function paymentFailedAlertEmail(
  data: Pick<
    EventPayload<'payment.failed'>,
    'firstName' | 'lastName' | 'email' | 'amountMinor' | 'currency' | 'planName' | 'reason'
  >,
  brand: Brand,
): RenderedEmail {
  const name = `${data.firstName} ${data.lastName}`;
  const amount = formatMoney(data.amountMinor, data.currency);
  const reason = data.reason?.trim();
  return renderEmail(brand, {
    subject: `Payment failed: ${name}, ${amount}`,
    preheader: `${name}'s card payment of ${amount} did not go through.`,
    heading: `${name}'s payment failed`,
    paragraphs: [
      `${name}'s card payment of ${amount} did not go through. She is sent kind reminders to update her card until it is paid, and her coaching carries on meanwhile.`,
      'Reply to this email to reach her directly.',
    ],
    details: [
      ['Client', name],
      ['Email', data.email],
      ['Amount', amount],
      ['Plan', data.planName ?? 'None'],
      ...(reason ? [['Reason from Stripe', reason] as [string, string]] : []),
    ],
    action: { label: 'See failed payments', url: `${brand.appUrl}/finances?status=failed` },
  });
}
