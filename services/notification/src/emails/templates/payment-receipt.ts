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

type Receipt = Pick<
  EventPayload<'payment.succeeded'>,
  'firstName' | 'amountMinor' | 'currency' | 'planName' | 'method' | 'receiptNumber'
>;

const METHODS: Record<Receipt['method'], string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

/** To a client when a payment of hers comes in, by card or recorded by the coach (payment.succeeded). */
export const paymentReceipt = defineTemplate<Receipt>()({
  key: 'payment-receipt',
  name: 'Payment receipt',
  description: 'When a client’s payment comes in (by card, or recorded by you): her receipt.',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
    amount: ['Amount', '£49.00'],
    planName: ['Plan (empty when none)', 'Monthly coaching'],
    forPlan: ['“ for <plan>” (empty when none)', ' for Monthly coaching'],
    paymentMethod: ['Paid by', 'Card'],
    receiptNumber: ['Receipt number', 'R-2026-0001'],
    billingLink: ['Her billing page', sampleLink('/subscribe')],
  },
  fieldsOf: (payload, brand) => ({
    firstName: firstNameOf(payload.firstName),
    ...brandValues(brand),
    amount: formatMoney(payload.amountMinor, payload.currency),
    planName: payload.planName ?? '',
    forPlan: payload.planName ? ` for ${payload.planName}` : '',
    paymentMethod: METHODS[payload.method],
    receiptNumber: payload.receiptNumber,
    billingLink: appLink(brand, '/subscribe'),
  }),
  subject: 'Thank you: payment received ({{amount}})',
  body: `## Thank you: payment received

Hi {{firstName}},

Thank you: we have received your payment of {{amount}}{{forPlan}}. Please keep this email as your receipt.

- **Amount:** {{amount}}
- **Plan:** {{planName}}
- **Paid by:** {{paymentMethod}}
- **Receipt number:** {{receiptNumber}}

[button: See your billing]({{billingLink}})

With warmth,
{{coachName}}
{{businessName}}`,
});
