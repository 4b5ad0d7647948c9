import { useState } from 'react';
import { Alert, Button, Dialog } from '@wellness/ui';
import { useCancelSubscription } from '../../api-billing';
import { errorText } from '../../lib/errors';

/** "Cancel subscription": confirms first, saying it ends at the end of the period she paid for. */
export function CancelDialog({
  open,
  onClose,
  planName,
  endsOn,
  onCancelled,
}: {
  open: boolean;
  onClose: () => void;
  planName: string;
  /** The end of the current period ("3 December 2026"), when known. */
  endsOn: string | null;
  onCancelled: () => void;
}) {
  const cancel = useCancelSubscription();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancel();
      setBusy(false);
      onCancelled();
    } catch (e) {
      setBusy(false);
      setError(errorText(e));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Cancel your subscription?"
      description={
        endsOn
          ? `${planName} stays active until ${endsOn}, the end of the period you have paid for. You won’t be charged again.`
          : `${planName} stays active until the end of the period you have paid for. You won’t be charged again.`
      }
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy} data-autofocus>
            Keep my plan
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            Cancel subscription
          </Button>
        </>
      }
    >
      <p>You can choose a plan again here at any time.</p>
      {error && (
        <Alert variant="error" title="We couldn’t cancel your subscription">
          <p>{error}</p>
        </Alert>
      )}
    </Dialog>
  );
}
