import { useState } from 'react';
import type { FormEvent } from 'react';
import { CLIENT_STATUSES } from '@wellness/contracts';
import type { ClientStatus, TeamMember } from '@wellness/contracts';
import { Button, Dialog, SelectField } from '@wellness/ui';
import { capitalize, fullName, plural } from '../../lib/format';

export type BulkKind = 'assign' | 'status';

/** Chooses the nutritionist or status to apply to every selected client. */
export function BulkDialog({
  kind,
  count,
  nutritionists,
  saving,
  onCancel,
  onConfirm,
}: {
  kind: BulkKind | null;
  count: number;
  nutritionists: readonly TeamMember[];
  saving: boolean;
  onCancel: () => void;
  onConfirm: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const options =
    kind === 'assign'
      ? [
          { value: '', label: 'Choose a nutritionist' },
          ...nutritionists.map((n) => ({ value: n.userId ?? '', label: fullName(n) })),
          { value: 'none', label: 'Remove nutritionist (unassigned)' },
        ]
      : [
          { value: '', label: 'Choose a status' },
          ...CLIENT_STATUSES.map((s: ClientStatus) => ({ value: s, label: capitalize(s) })),
        ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) {
      setError(kind === 'assign' ? 'Choose a nutritionist' : 'Choose a status');
      return;
    }
    onConfirm(value);
  };

  return (
    <Dialog
      open={kind !== null}
      onClose={onCancel}
      title={kind === 'assign' ? 'Assign nutritionist' : 'Change status'}
      description={`Applies to ${plural(count, 'selected client')}.`}
    >
      <form onSubmit={submit} noValidate>
        <SelectField
          label={kind === 'assign' ? 'Nutritionist' : 'New status'}
          options={options}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={
            kind === 'assign' && nutritionists.length === 0
              ? 'No active nutritionists yet: invite one on the Team page.'
              : undefined
          }
          data-autofocus
        />
        <div className="coach-form-actions">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Apply to {plural(count, 'client')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
