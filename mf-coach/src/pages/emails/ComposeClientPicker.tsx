import { useId, useState } from 'react';
import { useClient, useClients } from '../../api/clients';
import { SearchBox } from '../../components/SearchBox';
import { fullName } from '../../lib/format';
import type { ComposeDraft } from './compose-form';

type Chosen = ComposeDraft['client'];

/** The chosen client's name when only her id is known (opened from her profile). */
function ChosenName({ id }: { id: string }) {
  const client = useClient(id);
  return <>{client.data ? fullName(client.data) : 'The chosen client'}</>;
}

/** "One client": find her by name or email, pick her with a radio button. */
export function ComposeClientPicker({
  value,
  onChange,
  error,
}: {
  value: Chosen;
  onChange: (client: Chosen) => void;
  error?: string;
}) {
  const name = useId();
  const [search, setSearch] = useState('');
  const clients = useClients({ search: search || undefined, pageSize: 8 });
  const items = (clients.data?.items ?? []).filter((c) => c.id !== value?.id);
  return (
    <fieldset
      className="coach-compose-picker"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="ui-visually-hidden">Choose the client</legend>
      <SearchBox
        label="Find a client"
        placeholder="Name or email"
        value={search}
        onSearch={setSearch}
      />
      <ul className="coach-compose-picker__list">
        {value && (
          <li>
            <label className="coach-email-radio">
              <input type="radio" name={name} checked onChange={() => undefined} />
              <span>{value.name || <ChosenName id={value.id} />}</span>
            </label>
          </li>
        )}
        {items.map((c) => (
          <li key={c.id}>
            <label className="coach-email-radio">
              <input
                type="radio"
                name={name}
                checked={false}
                onChange={() => onChange({ id: c.id, name: fullName(c) })}
              />
              <span>
                {fullName(c)}
                <span className="coach-email-radio__hint">{c.email}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {clients.isPending ? (
        <p className="coach-muted">Looking…</p>
      ) : clients.isError ? (
        <p className="coach-muted">We couldn&apos;t search your clients. Try again.</p>
      ) : items.length === 0 && !value ? (
        <p className="coach-muted">No clients match.</p>
      ) : null}
      {error && (
        <p id={`${name}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
