import type { DataRequest } from '@wellness/contracts';
import { Button, Dialog } from '@wellness/ui';

/** The last check before an erasure: exactly what happens, and what is kept and why. */
export function EraseDialog({
  request,
  saving,
  onCancel,
  onConfirm,
}: {
  request: DataRequest | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const name = request?.client.name ?? 'this client';
  return (
    <Dialog
      open={Boolean(request)}
      onClose={onCancel}
      title={`Erase ${name}?`}
      description="This cannot be undone."
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button variant="danger" loading={saving} onClick={onConfirm}>
            Erase {name}
          </Button>
        </>
      }
    >
      <p>Every part of the platform erases what it holds about her:</p>
      <ul>
        <li>
          her client record, notes, activity and tags; her account, so she can no longer sign in;
        </li>
        <li>her onboarding answers, check-ins, measurements and nutrition plans;</li>
        <li>her progress photos and any files she sent, deleted from storage;</li>
        <li>
          the messages she wrote: your conversation shows “message deleted” in their place; the
          emails sent to her.
        </li>
      </ul>
      <p>
        <strong>Payment records are kept for 6 years</strong>, as UK tax law requires, with her name
        and email removed: the amounts and dates stay in your finances.
      </p>
      <p className="coach-muted">
        The request is done when every service has confirmed; you will see each confirmation here.
      </p>
    </Dialog>
  );
}
