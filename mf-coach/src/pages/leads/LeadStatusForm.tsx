import { useState } from 'react';
import type { FormEvent } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadUpdateSchema } from '@wellness/contracts';
import type { LeadDetail, LeadStatus } from '@wellness/contracts';
import { Button, SelectField, TextareaField, useShellServices } from '@wellness/ui';
import { useUpdateLead } from '../../api/leads';
import { errorFields, errorText, zodFieldErrors } from '../../lib/errors';

const OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }));

/** Moves the lead along the pipeline; "Lost" needs a reason, shown at its field when missing. */
export function LeadStatusForm({ lead }: { lead: LeadDetail }) {
  const { notify } = useShellServices();
  const update = useUpdateLead();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [reason, setReason] = useState(lead.lostReason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const unchanged =
    status === lead.status && (status !== 'lost' || reason === (lead.lostReason ?? ''));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const patch = status === 'lost' ? { status, lostReason: reason } : { status };
    const parsed = leadUpdateSchema.safeParse(patch);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: lead.id, patch: parsed.data });
      notify({ title: `Status changed to ${LEAD_STATUS_LABELS[status]}` });
    } catch (error) {
      const fields = errorFields(error);
      setErrors({ ...fields, _: Object.keys(fields).length ? '' : errorText(error) });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="coach-status-form">
      <SelectField
        label="Status"
        options={OPTIONS}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as LeadStatus);
          setErrors({});
        }}
        error={errors.status}
      />
      {status === 'lost' && (
        <TextareaField
          label="Reason lost"
          hint="Required. Helps you spot patterns later."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.lostReason}
          maxLength={500}
          rows={2}
          required
        />
      )}
      {errors._ && (
        <p className="ui-field__error" role="alert">
          {errors._}
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={update.isPending}
        disabled={unchanged}
      >
        Update status
      </Button>
    </form>
  );
}
