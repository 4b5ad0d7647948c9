import { useId, useState } from 'react';
import { useClients } from '../../api/clients';
import { SearchBox } from '../../components/SearchBox';
import { fullName } from '../../lib/format';

export interface PreviewClient {
  id: string;
  name: string;
}

/**
 * Whose data fills the merge fields: "Sample data" or a client found by name or email (radio
 * buttons, so keyboards and screen readers work as usual). Folded away in a disclosure.
 */
export function PreviewClientPicker({
  value,
  onChange,
  filledFor,
}: {
  value: PreviewClient | null;
  onChange: (client: PreviewClient | null) => void;
  /** The name the server filled the preview for (names a client chosen by id alone). */
  filledFor?: string | null;
}) {
  const name = useId();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const clients = useClients({ search: search || undefined, pageSize: 10 });
  const items = (clients.data?.items ?? []).map((c) => ({
    id: c.id,
    name: fullName(c),
    email: c.email,
  }));
  const chosen = value && { ...value, name: value.name || filledFor || 'Chosen client' };
  const shown =
    chosen && !items.some((c) => c.id === chosen.id) ? [{ ...chosen, email: '' }, ...items] : items;
  const summary = chosen ? chosen.name : 'Sample data';
  return (
    <details
      className="coach-preview-picker"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        Fill with: <strong>{summary}</strong>
      </summary>
      <fieldset className="coach-preview-picker__body">
        <legend className="ui-visually-hidden">Fill the merge fields with</legend>
        <label className="coach-email-radio">
          <input type="radio" name={name} checked={!value} onChange={() => onChange(null)} />
          <span>
            Sample data
            <span className="coach-email-radio__hint">The example values of each field</span>
          </span>
        </label>
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
          <ul className="coach-preview-picker__list">
            {shown.map((c) => (
              <li key={c.id}>
                <label className="coach-email-radio">
                  <input
                    type="radio"
                    name={name}
                    checked={value?.id === c.id}
                    onChange={() => onChange({ id: c.id, name: c.name })}
                  />
                  <span>
                    {c.name}
                    {c.email && <span className="coach-email-radio__hint">{c.email}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </details>
  );
}
