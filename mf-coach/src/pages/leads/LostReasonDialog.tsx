import { useState } from 'react';
import type { FormEvent } from 'react';
import { LEAD_MESSAGES } from '@wellness/contracts';
import type { LeadSummary } from '@wellness/contracts';
import { Button, Dialog, TextareaField } from '@wellness/ui';
import { fullName } from '../../lib/format';

/** Asks why a lead was lost before moving it there (the reason is required). */
export function LostReasonDialog({
  lead,
  onCancel,
  onConfirm,
  saving,
}: {
  lead: LeadSummary | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  saving: boolean;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(LEAD_MESSAGES.lostReasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };
  const close = () => {
    setReason('');
    setError(undefined);
    onCancel();
  };
  return (
    <Dialog
      open={Boolean(lead)}
      onClose={close}
      title="Mark lead as lost"
      description={lead ? `Why didn't ${fullName(lead)} go ahead?` : undefined}
    >
      <form onSubmit={submit} noValidate>
        <TextareaField
          label="Reason lost"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
          maxLength={500}
          rows={3}
          data-autofocus
          required
        />
        <div className="coach-form-actions">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={saving}>
            Mark as lost
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
