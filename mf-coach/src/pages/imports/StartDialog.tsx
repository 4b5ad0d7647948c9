import { Alert, Button, Dialog } from '@wellness/ui';
import { plural } from '../../lib/format';

/** "Continue, rejecting 3 rows": the coach starts knowingly when some rows cannot be imported. */
export function StartDialog({
  open,
  rejecting,
  saving,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  rejecting: number;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const rows = plural(rejecting, 'row');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={`Import without ${rows}?`}
      description={`${rows} with problems will be rejected. Everything else is imported.`}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Go back
          </Button>
          <Button loading={saving} onClick={onConfirm}>
            Continue, rejecting {rows}
          </Button>
        </>
      }
    >
      <p>
        After the import you can download the rejected rows with their reasons, fix them and import
        them again.
      </p>
      {error && <Alert variant="error">{error}</Alert>}
    </Dialog>
  );
}
