import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney, parseMoneyInput } from '@wellness/contracts';
import type { Payment } from '@wellness/contracts';
import { Alert, Button, Dialog, Field, useShellServices } from '@wellness/ui';
import { useRefundPayment } from '../../api/payments';
import { errorText } from '../../lib/errors';
import { formatDate, fullName } from '../../lib/format';
import { refundable } from './payment-rules';

/** Refunds a payment in full or in part, after the coach confirms the amount. */
export function RefundDialog({
  payment,
  open,
  onClose,
}: {
  payment: Payment | null;
  open: boolean;
  onClose: () => void;
}) {
  const { notify } = useShellServices();
  const refund = useRefundPayment();
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const left = payment ? refundable(payment) : 0;
  const money = (minor: number) => formatMoney(minor, payment?.currency ?? 'GBP');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!payment) return;
    let amountMinor: number | undefined;
    if (kind === 'partial') {
      const parsed = parseMoneyInput(amount);
      if (parsed === null || parsed <= 0) return setError('Enter an amount, such as 25.00');
      if (parsed > left) return setError(`You can refund at most ${money(left)}`);
      amountMinor = parsed;
    }
    setError('');
    try {
      await refund.mutateAsync({ id: payment.id, amountMinor });
      notify({
        title: 'Refund made',
        description: `${money(amountMinor ?? left)} refunded to ${fullName(payment.client)}.`,
      });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Dialog
      open={open && Boolean(payment)}
      onClose={onClose}
      title="Refund payment"
      description={
        payment
          ? `${fullName(payment.client)}: ${money(payment.amountMinor)} paid on ${formatDate(payment.paidAt)}. Up to ${money(left)} can be refunded.`
          : undefined
      }
    >
      {payment && (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Refund payment">
          {error && kind === 'full' && <Alert variant="error">{error}</Alert>}
          <fieldset className="coach-radios">
            <legend className="ui-label">How much</legend>
            <label className="coach-radio">
              <input
                type="radio"
                name="refund-kind"
                checked={kind === 'full'}
                onChange={() => setKind('full')}
                data-autofocus
              />
              <span>Everything left: {money(left)}</span>
            </label>
            <label className="coach-radio">
              <input
                type="radio"
                name="refund-kind"
                checked={kind === 'partial'}
                onChange={() => setKind('partial')}
              />
              <span>Part of it</span>
            </label>
          </fieldset>
          {kind === 'partial' && (
            <Field
              label="Amount to refund (£)"
              inputMode="decimal"
              placeholder="25.00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={error || undefined}
              required
            />
          )}
          {payment.viaStripe && (
            <p className="coach-muted">The money goes back to her card through Stripe.</p>
          )}
          <div className="coach-form-actions">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={refund.isPending}>
              Refund
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
