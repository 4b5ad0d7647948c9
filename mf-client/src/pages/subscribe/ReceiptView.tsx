import { Link } from 'react-router-dom';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, formatMoney } from '@wellness/contracts';
import type { Payment } from '@wellness/contracts';
import { Alert, Button, buttonClass, useShellServices } from '@wellness/ui';
import { BILLING_API } from '../../api-billing';
import { hasReceipt, longDate, paymentDescription } from './billing-text';
import './receipt.css';

const back = (
  <Link to={{ search: '' }} className="mc-sub-back">
    <span aria-hidden="true">←</span> Back to my subscription
  </Link>
);

/** `/subscribe?receipt=<id>`: a printable receipt of one of her paid payments. */
export function ReceiptView({
  paymentId,
  payments,
}: {
  paymentId: string;
  payments: readonly Payment[];
}) {
  const { brand } = useShellServices();
  const payment = payments.find((p) => p.id === paymentId);
  if (!payment || !hasReceipt(payment))
    return (
      <div className="mc-sub">
        {back}
        <Alert variant="warning" title="We couldn’t find that receipt">
          <p>
            It may be for a payment that isn’t complete yet. Go back to see your payments and their
            receipts.
          </p>
        </Alert>
      </div>
    );

  const money = (minor: number) => formatMoney(minor, payment.currency);
  const rows: [string, string][] = [
    ['Receipt number', payment.receiptNumber ?? ''],
    ['Date paid', longDate(payment.paidAt)],
    ['Received from', `${payment.client.firstName} ${payment.client.lastName}`.trim()],
    ['For', paymentDescription(payment)],
    ['Payment method', PAYMENT_METHOD_LABELS[payment.method]],
    ['Amount paid', money(payment.amountMinor)],
  ];
  if (payment.refundedMinor > 0) {
    rows.push(['Refunded', money(payment.refundedMinor)]);
    rows.push(['Total after refund', money(payment.amountMinor - payment.refundedMinor)]);
  }
  if (payment.reference) rows.push(['Reference', payment.reference]);

  return (
    <div className="mc-sub">
      <div className="mc-sub-noprint">{back}</div>
      <article className="mc-receipt" aria-labelledby="receipt-title">
        <header className="mc-receipt__head">
          <p className="mc-receipt__business">{brand.businessName}</p>
          {brand.postalAddress && <p className="mc-sub-muted">{brand.postalAddress}</p>}
          <h2 id="receipt-title" className="mc-receipt__title">
            Receipt
          </h2>
          {payment.status !== 'succeeded' && (
            <p className="mc-sub-muted">{PAYMENT_STATUS_LABELS[payment.status]}</p>
          )}
        </header>
        <dl className="mc-receipt__rows">
          {rows.map(([term, value]) => (
            <div key={term} className="mc-receipt__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mc-receipt__thanks">Thank you for your payment.</p>
      </article>
      <div className="mc-sub-actions mc-sub-noprint">
        <Button onClick={() => window.print()}>Print</Button>
        <a href={BILLING_API.receiptPdf(payment.id)} download className={buttonClass('outline')}>
          Download PDF
        </a>
      </div>
    </div>
  );
}
