import { formatMoney } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { EmailContent, RenderedEmail } from '../layout';

type Reminder = Pick<
  EventPayload<'payment.reminder_due'>,
  'firstName' | 'amountMinor' | 'currency' | 'planName' | 'day'
>;

/** How a reminder opens: its subject, heading and first paragraph. */
type Opening = Pick<EmailContent, 'subject' | 'preheader' | 'heading'> & { intro: string };

/** The first reminder, on the day the payment failed. */
function firstOpening(amount: string, plan: string): Opening {
  return {
    subject: `Your payment didn't go through (${amount})`,
    preheader: 'It happens: updating your card takes a minute.',
    heading: "Your payment didn't go through",
    intro: `Your payment of ${amount} for ${plan} didn't go through. It happens to all of us: a card expires, a bank is cautious, a new card arrives and the old one stops working.`,
  };
}

/** The later reminders (day 3 and 7) while it is still unpaid. */
function laterOpening(amount: string, plan: string): Opening {
  return {
    subject: `A gentle reminder about your payment (${amount})`,
    preheader: 'Just a gentle nudge: updating your card takes a minute.',
    heading: 'A gentle reminder about your payment',
    intro: `Just a gentle nudge: your payment of ${amount} for ${plan} still hasn't gone through. We know how full your days are, so here is the link again.`,
  };
}

/**
 * To a client whose card payment failed, the dunning reminder (payment.reminder_due): on the day
 * (`day` 0), then a gentle reminder on days 3 and 7 until it is paid. Her coaching carries on
 * meanwhile.
 */
export function paymentFailedEmail(data: Reminder, brand: Brand): RenderedEmail {
  const amount = formatMoney(data.amountMinor, data.currency);
  const plan = data.planName ?? 'your coaching';
  const { intro, ...content } = (data.day === 0 ? firstOpening : laterOpening)(amount, plan);
  return renderEmail(brand, {
    ...content,
    paragraphs: [
      greeting(data.firstName),
      intro,
      'Your coaching continues as normal while you sort it out: nothing changes in the meantime. When you have a minute, please update your card and the payment will go through.',
    ],
    details: [
      ['Amount', amount],
      ['Plan', plan],
    ],
    action: { label: 'Update your card', url: `${brand.appUrl}/subscribe?update-card=1` },
    closing: [
      `If anything is worrying you about it, just reply to this email: ${brand.coachName} is happy to help.`,
    ],
    signature: ['With warmth,', brand.coachName, brand.businessName],
  });
}
