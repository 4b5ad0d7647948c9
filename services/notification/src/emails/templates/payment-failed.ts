import { formatMoney } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import {
  BRAND_FIELDS,
  appLink,
  brandValues,
  defineTemplate,
  firstNameOf,
  sampleLink,
} from './template';

type Reminder = Pick<
  EventPayload<'payment.reminder_due'>,
  'firstName' | 'amountMinor' | 'currency' | 'planName' | 'day'
>;

/**
 * To a client whose card payment failed, the dunning reminder (payment.reminder_due): on the day
 * (`day` 0), then a gentle reminder on days 3 and 7 until it is paid. Her coaching carries on
 * meanwhile. The first and the later reminders differ in their headline and opening sentence.
 */
export const paymentFailed = defineTemplate<Reminder>()({
  key: 'payment-failed',
  name: 'Payment failed',
  description:
    'When a client’s card payment fails (and again 3 and 7 days later while unpaid): a kind reminder to update her card.',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
    amount: ['Amount', '£49.00'],
    planName: ['Plan (“your coaching” when none)', 'Monthly coaching'],
    headline: ['Headline (first reminder or a later one)', "Your payment didn't go through"],
    opening: [
      'Opening sentence (first reminder or a later one)',
      "Your payment of £49.00 for Monthly coaching didn't go through. It happens to all of us: a card expires, a bank is cautious, a new card arrives and the old one stops working.",
    ],
    updateCardLink: ['Page to update her card', sampleLink('/subscribe?update-card=1')],
  },
  fieldsOf: (payload, brand) => {
    const amount = formatMoney(payload.amountMinor, payload.currency);
    const plan = payload.planName ?? 'your coaching';
    const first = payload.day === 0;
    return {
      firstName: firstNameOf(payload.firstName),
      ...brandValues(brand),
      amount,
      planName: plan,
      headline: first ? "Your payment didn't go through" : 'A gentle reminder about your payment',
      opening: first
        ? `Your payment of ${amount} for ${plan} didn't go through. It happens to all of us: a card expires, a bank is cautious, a new card arrives and the old one stops working.`
        : `Just a gentle nudge: your payment of ${amount} for ${plan} still hasn't gone through. We know how full your days are, so here is the link again.`,
      updateCardLink: appLink(brand, '/subscribe?update-card=1'),
    };
  },
  subject: '{{headline}} ({{amount}})',
  body: `## {{headline}}

Hi {{firstName}},

{{opening}}

Your coaching continues as normal while you sort it out: nothing changes in the meantime. When you have a minute, please update your card and the payment will go through.

- **Amount:** {{amount}}
- **Plan:** {{planName}}

[button: Update your card]({{updateCardLink}})

If anything is worrying you about it, just reply to this email: {{coachName}} is happy to help.

With warmth,
{{coachName}}
{{businessName}}`,
});
