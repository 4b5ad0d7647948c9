import { useState } from 'react';
import type { FormEvent } from 'react';
import { CLIENT_STATUSES } from '@wellness/contracts';
import type { ClientDetail, ClientStatus } from '@wellness/contracts';
import { Button, SelectField, useShellServices } from '@wellness/ui';
import { useUpdateClient } from '../../api/clients';
import { errorText } from '../../lib/errors';
import { capitalize } from '../../lib/format';

const OPTIONS = CLIENT_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));

/** Changes the client's status (active, paused, pending, archived). */
export function StatusControl({ client }: { client: ClientDetail }) {
  const { notify } = useShellServices();
  const update = useUpdateClient(client.id);
  const [status, setStatus] = useState<ClientStatus>(client.status);
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await update.mutateAsync({ status });
      notify({ title: `Status changed to ${capitalize(status)}` });
    } catch (err) {
      setError(errorText(err, 'The status could not be changed'));
    }
  };

  return (
    <form onSubmit={submit} className="coach-inline-form" noValidate>
      <SelectField
        label="Client status"
        options={OPTIONS}
        value={status}
        onChange={(e) => setStatus(e.target.value as ClientStatus)}
        error={error}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={update.isPending}
        disabled={status === client.status}
      >
        Save status
      </Button>
    </form>
  );
}
