import { Link } from 'react-router-dom';
import { PAYMENT_METHOD_LABELS, formatMoney } from '@wellness/contracts';
import type { Payment } from '@wellness/contracts';
import { Card, EmptyState, PaymentStatusBadge } from '@wellness/ui';
import { BILLING_API } from '../../api-billing';
import { hasReceipt, longDate, paymentDescription } from './billing-text';

function PaymentItem({ payment }: { payment: Payment }) {
  const description = paymentDescription(payment);
  const when = longDate(payment.paidAt);
  return (
    <li className="mc-sub-payment">
      <div className="mc-sub-payment__main">
        <p className="mc-sub-payment__what">{description}</p>
        <p className="mc-sub-muted">
          <time dateTime={payment.paidAt}>{when}</time> · {PAYMENT_METHOD_LABELS[payment.method]}
        </p>
        {payment.status === 'failed' && payment.failureReason && (
          <p className="mc-sub-muted">{payment.failureReason}</p>
        )}
      </div>
      <div className="mc-sub-payment__side">
        <span className="mc-sub-payment__amount">
          {formatMoney(payment.amountMinor, payment.currency)}
        </span>
        <PaymentStatusBadge status={payment.status} />
      </div>
      {hasReceipt(payment) && (
        <div className="mc-sub-payment__links">
          <Link to={{ search: `?receipt=${encodeURIComponent(payment.id)}` }}>
            View receipt<span className="ui-visually-hidden">{` for ${when}`}</span>
          </Link>
          <a href={BILLING_API.receiptPdf(payment.id)} download>
            Download PDF<span className="ui-visually-hidden">{` receipt for ${when}`}</span>
          </a>
        </div>
      )}
    </li>
  );
}

/** Every payment she has made or owes, newest first, with its receipt. */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  const newestFirst = [...payments].sort((a, b) => b.paidAt.localeCompare(a.paidAt));
  return (
    <Card title="Payment history" level={2}>
      {newestFirst.length === 0 ? (
        <EmptyState
          icon="🧾"
          title="No payments yet"
          description="Your payments and their receipts will appear here."
        />
      ) : (
        <ul className="mc-sub-payments">
          {newestFirst.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </Card>
  );
}
