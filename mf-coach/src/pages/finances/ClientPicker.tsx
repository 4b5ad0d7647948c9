import { useState } from 'react';
import { useClients } from '../../api/clients';
import { SearchBox } from '../../components/SearchBox';
import { fullName } from '../../lib/format';

export interface PickedClient {
  id: string;
  firstName: string;
  lastName: string;
}

/** Finds a client by name or email and picks one (radio buttons: keyboard and screen readers work). */
export function ClientPicker({
  value,
  onChange,
  error,
}: {
  value: PickedClient | null;
  onChange: (client: PickedClient) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const clients = useClients({ search: search || undefined, pageSize: 10 });
  const items = clients.data?.items ?? [];
  const shown = value && !items.some((c) => c.id === value.id) ? [value, ...items] : items;
  return (
    <fieldset
      className="coach-client-picker"
      aria-describedby={error ? 'client-picker-error' : undefined}
    >
      <legend className="ui-label">Client</legend>
      <SearchBox
        label="Find a client"
        placeholder="Name or email"
        value={search}
        onSearch={setSearch}
      />
      {clients.isPending ? (
        <p className="coach-muted">Looking…</p>
      ) : clients.isError ? (
        <p className="coach-muted">We couldn&apos;t search your clients. Try again.</p>
      ) : shown.length === 0 ? (
        <p className="coach-muted">No clients match.</p>
      ) : (
        <ul className="coach-client-picker__list">
          {shown.map((c) => (
            <li key={c.id}>
              <label className="coach-radio">
                <input
                  type="radio"
                  name="payment-client"
                  checked={value?.id === c.id}
                  onChange={() =>
                    onChange({ id: c.id, firstName: c.firstName, lastName: c.lastName })
                  }
                />
                <span>
                  {fullName(c)}
                  {'email' in c && <span className="coach-radio__hint">{String(c.email)}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="client-picker-error" className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
