import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DataRequestType } from '@wellness/contracts';
import { DATA_REQUEST_MESSAGES } from '@wellness/contracts';
import { Alert, Button, Card, useShellServices } from '@wellness/ui';
import { errorText } from '../../lib/errors';
import { fullName } from '../../lib/format';
import { ClientPicker } from '../finances/ClientPicker';
import type { PickedClient } from '../finances/ClientPicker';
import { useCreateRequest } from './data-protection-api';
import { TYPE_LABELS } from './request-text';

/** Records a request a client made by email or phone: it joins the list with its 30-day deadline. */
export function NewRequestForm() {
  const { notify } = useShellServices();
  const create = useCreateRequest();
  const [client, setClient] = useState<PickedClient | null>(null);
  const [type, setType] = useState<DataRequestType>('export');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!client) {
      setError(DATA_REQUEST_MESSAGES.clientRequired);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ type, clientId: client.id });
      notify({
        title: 'Request recorded',
        description: `${TYPE_LABELS[type]} for ${fullName(client)}.`,
      });
      setClient(null);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Card
      title="Record a request"
      description="A client asked by email or phone? Record it here: the deadline starts today."
      level={3}
    >
      <form onSubmit={submit} noValidate aria-label="Record a request">
        <ClientPicker value={client} onChange={setClient} />
        <fieldset className="coach-radios">
          <legend className="ui-label">She asked for</legend>
          {(['export', 'erasure'] as const).map((value) => (
            <label key={value} className="coach-radio">
              <input
                type="radio"
                name="data-request-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              <span>
                {value === 'export' ? 'A copy of her data' : 'Her data to be erased'}
                <span className="coach-radio__hint">
                  {value === 'export'
                    ? 'UK GDPR articles 15 and 20: she gets a ZIP by email.'
                    : 'UK GDPR article 17: everything about her is erased everywhere.'}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {error && <Alert variant="error">{error}</Alert>}
        <div className="coach-form-actions">
          <Button type="submit" loading={create.isPending}>
            Record the request
          </Button>
        </div>
      </form>
    </Card>
  );
}
