import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Approval } from '@wellness/contracts';
import { Button, Dialog, TextareaField } from '@wellness/ui';
import { fullName } from '../../lib/format';

/** Rejects a registration, with an optional reason that goes into the email to the person. */
export function RejectDialog({
  approval,
  saving,
  onCancel,
  onConfirm,
}: {
  approval: Approval | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={Boolean(approval)}
      onClose={onCancel}
      title="Reject registration"
      description={
        approval ? `${fullName(approval)} (${approval.email}) will be told by email.` : undefined
      }
    >
      <form onSubmit={submit} noValidate>
        <TextareaField
          label="Reason (optional)"
          hint="Included in the email. Be kind: this is often someone's first contact with you."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={2000}
          rows={3}
          data-autofocus
        />
        <div className="coach-form-actions">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={saving}>
            Reject registration
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
