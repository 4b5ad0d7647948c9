import { formatMoney } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

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
export function paymentReceiptEmail(data: Receipt, brand: Brand): RenderedEmail {
  const amount = formatMoney(data.amountMinor, data.currency);
  return renderEmail(brand, {
    subject: `Thank you: payment received (${amount})`,
    preheader: `We have received your payment of ${amount}.`,
    heading: 'Thank you: payment received',
    paragraphs: [
      greeting(data.firstName),
      `Thank you: we have received your payment of ${amount}${data.planName ? ` for ${data.planName}` : ''}. Please keep this email as your receipt.`,
    ],
    details: [
      ['Amount', amount],
      ...(data.planName ? [['Plan', data.planName] as [string, string]] : []),
      ['Paid by', METHODS[data.method]],
      ['Receipt number', data.receiptNumber],
    ],
    action: { label: 'See your billing', url: `${brand.appUrl}/subscribe` },
    signature: ['With warmth,', brand.coachName, brand.businessName],
  });
}
