import { Link } from 'react-router-dom';
import type { ClientRow } from '@wellness/contracts';
import { ClientStatusBadge } from '../../components/StatusBadge';
import { formatDate, fullName } from '../../lib/format';
import { PageCheckbox, profileHref } from './ClientTable';
import type { SelectionProps } from './ClientTable';

/** The clients as cards (phones), each selectable. */
export function ClientCards({
  rows,
  selected,
  onToggle,
  onTogglePage,
}: { rows: readonly ClientRow[] } & SelectionProps) {
  return (
    <>
      <label className="coach-select-all">
        <PageCheckbox rows={rows} selected={selected} onTogglePage={onTogglePage} />
        <span>Select all on this page</span>
      </label>
      <ul className="coach-cards" aria-label="Clients">
        {rows.map((row) => {
          const name = fullName(row);
          const isSelected = selected.has(row.id);
          return (
            <li key={row.id} className={`coach-card${isSelected ? ' is-selected' : ''}`}>
              <div className="coach-card__top">
                <input
                  type="checkbox"
                  className="ui-checkbox"
                  aria-label={`Select ${name}`}
                  checked={isSelected}
                  onChange={(e) => onToggle(row.id, e.target.checked)}
                />
                <Link to={profileHref(row.id)} className="coach-row-link coach-card__name">
                  {name}
                </Link>
                <ClientStatusBadge status={row.status} />
              </div>
              <p className="coach-card__line">{row.email}</p>
              <p className="coach-card__meta">
                {row.nutritionist
                  ? `Nutritionist: ${fullName(row.nutritionist)}`
                  : 'No nutritionist'}
                {' · '}Joined {formatDate(row.joinedAt)}
                {' · '}Last check-in {formatDate(row.lastCheckInAt, 'never')}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
