import { Link } from 'react-router-dom';
import { PAYMENT_METHOD_LABELS, formatMoney } from '@wellness/contracts';
import type { Payment } from '@wellness/contracts';
import { Button, PaymentStatusBadge, RecordCards } from '@wellness/ui';
import { receiptHref } from '../../api/payments';
import { formatDate, fullName } from '../../lib/format';
import { canRefund, hasReceipt } from './payment-rules';

const profileHref = (id: string) => `/client-profile/${encodeURIComponent(id)}`;

interface ListProps {
  payments: readonly Payment[];
  onRefund: (payment: Payment) => void;
  /** Leave out the client column (on her own profile). */
  hideClient?: boolean;
}

function Amount({ payment: p }: { payment: Payment }) {
  return (
    <>
      {formatMoney(p.amountMinor, p.currency)}
      {p.refundedMinor > 0 && (
        <span className="coach-cell-sub">{formatMoney(p.refundedMinor, p.currency)} refunded</span>
      )}
    </>
  );
}

function Actions({ payment: p, onRefund }: { payment: Payment; onRefund: ListProps['onRefund'] }) {
  const who = fullName(p.client);
  return (
    <span className="coach-payment-actions">
      {hasReceipt(p) && (
        <a href={receiptHref(p.id)} target="_blank" rel="noreferrer">
          Receipt<span className="ui-visually-hidden">{` ${p.receiptNumber ?? ''} (PDF)`}</span>
        </a>
      )}
      {canRefund(p) && (
        <Button size="sm" variant="outline" onClick={() => onRefund(p)}>
          Refund
          <span className="ui-visually-hidden">{` ${who}, ${formatDate(p.paidAt)}`}</span>
        </Button>
      )}
    </span>
  );
}

const details = (p: Payment) =>
  [PAYMENT_METHOD_LABELS[p.method], p.plan?.name, p.reference, p.failureReason]
    .filter(Boolean)
    .join(' · ');

/** Payments as a table (wide screens). */
export function PaymentTable({ payments, onRefund, hideClient = false }: ListProps) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table coach-table">
        <caption className="ui-visually-hidden">Payments</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {!hideClient && <th scope="col">Client</th>}
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Details</th>
            <th scope="col">
              <span className="ui-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>{formatDate(p.paidAt)}</td>
              {!hideClient && (
                <td>
                  <Link to={profileHref(p.client.id)} className="coach-row-link">
                    {fullName(p.client)}
                  </Link>
                  <span className="coach-cell-sub">{p.client.email}</span>
                </td>
              )}
              <td>
                <Amount payment={p} />
              </td>
              <td>
                <PaymentStatusBadge status={p.status} />
              </td>
              <td className="coach-cell-muted">{details(p)}</td>
              <td>
                <Actions payment={p} onRefund={onRefund} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Payments as cards (phones). */
export function PaymentCards({ payments, onRefund, hideClient = false }: ListProps) {
  return (
    <RecordCards
      label="Payments"
      cards={payments.map((p) => ({
        id: p.id,
        title: hideClient ? (
          formatMoney(p.amountMinor, p.currency)
        ) : (
          <Link to={profileHref(p.client.id)} className="coach-row-link">
            {fullName(p.client)}
          </Link>
        ),
        badge: <PaymentStatusBadge status={p.status} />,
        lines: [
          hideClient
            ? formatDate(p.paidAt)
            : `${formatMoney(p.amountMinor, p.currency)} on ${formatDate(p.paidAt)}`,
          ...(p.refundedMinor > 0 ? [`${formatMoney(p.refundedMinor, p.currency)} refunded`] : []),
        ],
        meta: details(p),
        actions: <Actions payment={p} onRefund={onRefund} />,
      }))}
    />
  );
}
