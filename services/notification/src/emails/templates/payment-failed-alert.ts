import { formatMoney } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import { appLink, defineTemplate, sampleLink } from './template';

/** To the coach (COACH_EMAIL) when a client's card payment fails (payment.failed); replies go to her. */
export const paymentFailedAlert = defineTemplate<
  Pick<
    EventPayload<'payment.failed'>,
    'firstName' | 'lastName' | 'email' | 'amountMinor' | 'currency' | 'planName' | 'reason'
  >
>()({
  key: 'payment-failed-alert',
  name: 'Payment failed (to you)',
  description: 'To you, when a client’s card payment fails; replying reaches her.',
  category: 'transactional',
  fields: {
    clientName: ['Her name', 'Emma Wilson'],
    clientEmail: ['Her email', 'emma@example.com'],
    amount: ['Amount', '£49.00'],
    planName: ['Plan (“None” when none)', 'Monthly coaching'],
    reason: ['Reason from Stripe (empty when none)', 'Your card was declined.'],
    failedPaymentsLink: ['Your failed payments', sampleLink('/finances?status=failed')],
  },
  fieldsOf: (payload, brand) => ({
    clientName: `${payload.firstName} ${payload.lastName}`,
    clientEmail: payload.email,
    amount: formatMoney(payload.amountMinor, payload.currency),
    planName: payload.planName ?? 'None',
    reason: payload.reason?.trim() ?? '',
    failedPaymentsLink: appLink(brand, '/finances?status=failed'),
  }),
  subject: 'Payment failed: {{clientName}}, {{amount}}',
  body: `## {{clientName}}'s payment failed

{{clientName}}'s card payment of {{amount}} did not go through. She is sent kind reminders to update her card until it is paid, and her coaching carries on meanwhile.

Reply to this email to reach her directly.

- **Client:** {{clientName}}
- **Email:** {{clientEmail}}
- **Amount:** {{amount}}
- **Plan:** {{planName}}
- **Reason from Stripe:** {{reason}}

[button: See failed payments]({{failedPaymentsLink}})`,
});
