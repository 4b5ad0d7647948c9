import { useState } from 'react';
import { formatMoney } from '@wellness/contracts';
import type { ClientBilling } from '@wellness/contracts';
import { Alert, Button, Card } from '@wellness/ui';

type BankTransfer = NonNullable<ClientBilling['bankTransfer']>;

/** Copies one value; says "Copied" for a moment (and to screen readers through the live region). */
function CopyButton({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  };
  return (
    <span className="mc-sub-copy">
      <Button size="sm" variant="outline" onClick={() => void copy()}>
        Copy<span className="ui-visually-hidden">{` ${label}`}</span>
      </Button>
      <span className="mc-sub-copy__status" aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy it' : ''}
      </span>
    </span>
  );
}

/** What she needs to pay by bank transfer: each detail with a copy button, and what happens next. */
export function BankTransferPanel({
  transfer,
  amountMinor,
  currency,
  planName,
}: {
  transfer: BankTransfer;
  amountMinor: number | null;
  currency: string;
  planName: string | null;
}) {
  const rows: { term: string; value: string; copy?: string }[] = [
    { term: 'Account name', value: transfer.accountName },
    { term: 'Sort code', value: transfer.sortCode },
    { term: 'Account number', value: transfer.accountNumber },
    { term: 'Reference to quote', value: transfer.reference },
  ];
  if (amountMinor !== null)
    rows.push({
      term: 'Amount',
      value: formatMoney(amountMinor, currency),
      // A banking app wants the figure alone: "49.00".
      copy: (amountMinor / 100).toFixed(2),
    });
  return (
    <Card
      title="Pay by bank transfer"
      level={2}
      description={
        planName ? `To start ${planName}, send a transfer from your bank’s app.` : undefined
      }
      className="mc-sub-transfer"
    >
      <dl className="mc-sub-transfer__list">
        {rows.map((row) => (
          <div key={row.term} className="mc-sub-transfer__row">
            <dt>{row.term}</dt>
            <dd>
              <span className="mc-sub-transfer__value">{row.value}</span>
              <CopyButton label={row.term.toLowerCase()} value={row.copy ?? row.value} />
            </dd>
          </div>
        ))}
      </dl>
      <Alert variant="info" title="Your plan starts as soon as your coach records the payment">
        <p>Please quote the reference exactly, so she can match your transfer to you.</p>
      </Alert>
    </Card>
  );
}
