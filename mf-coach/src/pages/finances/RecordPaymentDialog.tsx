import './finances.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney, manualPaymentSchema, parseMoneyInput } from '@wellness/contracts';
import { Alert, Button, Dialog, Field, useShellServices } from '@wellness/ui';
import { useRecordPayment } from '../../api/payments';
import { errorFields, errorText, zodFieldErrors } from '../../lib/errors';
import { fullName } from '../../lib/format';
import { ClientPicker } from './ClientPicker';
import type { PickedClient } from './ClientPicker';
import { todayIso } from './payment-rules';

type Method = 'bank_transfer' | 'cash';
const METHODS: { value: Method; label: string }[] = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'cash', label: 'Cash' },
];

/** Records a payment made by bank transfer or in cash; `client` presets (and fixes) who paid. */
export function RecordPaymentDialog({
  open,
  onClose,
  client: preset,
}: {
  open: boolean;
  onClose: () => void;
  client?: PickedClient;
}) {
  const { notify } = useShellServices();
  const record = useRecordPayment();
  const [client, setClient] = useState<PickedClient | null>(preset ?? null);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [paidOn, setPaidOn] = useState(todayIso);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountMinor = parseMoneyInput(amount);
    const parsed = manualPaymentSchema.safeParse({
      clientId: client?.id ?? '',
      amountMinor: amountMinor ?? Number.NaN,
      method,
      paidOn,
      reference: reference.trim(),
    });
    if (!parsed.success || amountMinor === null) {
      const fields = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
      if (!client) fields.clientId = 'Choose who paid';
      if (amountMinor === null) fields.amountMinor = 'Enter an amount, such as 49.00';
      setErrors(fields);
      return;
    }
    setErrors({});
    try {
      const payment = await record.mutateAsync(parsed.data);
      notify({
        title: 'Payment recorded',
        description: `${formatMoney(payment.amountMinor, payment.currency)} from ${fullName(payment.client)}.`,
      });
      onClose();
    } catch (error) {
      const fields = errorFields(error);
      setErrors(Object.keys(fields).length ? fields : { _: errorText(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Record a payment"
      description={
        preset
          ? `A payment from ${fullName(preset)} by bank transfer or in cash.`
          : 'A payment by bank transfer or in cash.'
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Record a payment">
        {errors._ && <Alert variant="error">{errors._}</Alert>}
        {!preset && <ClientPicker value={client} onChange={setClient} error={errors.clientId} />}
        <Field
          label="Amount (£)"
          inputMode="decimal"
          placeholder="49.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amountMinor}
          data-autofocus={preset ? true : undefined}
          required
        />
        <fieldset className="coach-radios">
          <legend className="ui-label">Paid by</legend>
          {METHODS.map((m) => (
            <label key={m.value} className="coach-radio">
              <input
                type="radio"
                name="payment-method"
                checked={method === m.value}
                onChange={() => setMethod(m.value)}
              />
              <span>{m.label}</span>
            </label>
          ))}
        </fieldset>
        <Field
          label="Paid on"
          type="date"
          value={paidOn}
          max={todayIso()}
          onChange={(e) => setPaidOn(e.target.value)}
          error={errors.paidOn}
          required
        />
        <Field
          label="Reference (optional)"
          hint="The bank reference or a note, such as the receipt you gave."
          value={reference}
          maxLength={120}
          onChange={(e) => setReference(e.target.value)}
          error={errors.reference}
        />
        <div className="coach-form-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record payment
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
