import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ClientRow } from '@wellness/contracts';
import { ClientStatusBadge, ScreeningBadge } from '../../components/StatusBadge';
import { ImportedBadge } from '../imports/ImportedBadge';
import { formatDate, fullName } from '../../lib/format';
import { PaymentIssueBadge } from '../finances/badges';
import { SortHeader } from './SortHeader';
import { TagChips } from './TagChips';
import type { ClientSort } from './filters';

export const profileHref = (id: string) => `/client-profile/${encodeURIComponent(id)}`;

export interface SelectionProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onTogglePage: (on: boolean) => void;
}

/** A checkbox that can show "some selected". */
export function PageCheckbox({
  rows,
  selected,
  onTogglePage,
  label,
}: { rows: readonly ClientRow[]; label?: string } & Pick<
  SelectionProps,
  'selected' | 'onTogglePage'
>) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => selected.has(r.id)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="ui-checkbox"
      aria-label={label || undefined}
      checked={all}
      onChange={(e) => onTogglePage(e.target.checked)}
    />
  );
}

/** The client table (wide screens): selectable rows and sortable columns. */
export function ClientTable({
  rows,
  sort,
  onSort,
  selected,
  onToggle,
  onTogglePage,
}: {
  rows: readonly ClientRow[];
  sort: ClientSort;
  onSort: (s: ClientSort) => void;
} & SelectionProps) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table coach-table">
        <caption className="ui-visually-hidden">Clients</caption>
        <thead>
          <tr>
            <th scope="col" className="coach-table__select">
              <PageCheckbox
                rows={rows}
                selected={selected}
                onTogglePage={onTogglePage}
                label="Select all on this page"
              />
            </th>
            <SortHeader label="Name" field="name" sort={sort} onSort={onSort} />
            <th scope="col">Status</th>
            <th scope="col">Nutritionist</th>
            <SortHeader label="Joined" field="joined" sort={sort} onSort={onSort} />
            <SortHeader label="Last check-in" field="lastCheckIn" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = fullName(row);
            const isSelected = selected.has(row.id);
            return (
              <tr
                key={row.id}
                aria-selected={isSelected}
                className={isSelected ? 'is-selected' : undefined}
              >
                <td className="coach-table__select">
                  <input
                    type="checkbox"
                    className="ui-checkbox"
                    aria-label={`Select ${name}`}
                    checked={isSelected}
                    onChange={(e) => onToggle(row.id, e.target.checked)}
                  />
                </td>
                <td>
                  <Link to={profileHref(row.id)} className="coach-row-link">
                    {name}
                  </Link>
                  <span className="coach-cell-sub">{row.email}</span>
                  <TagChips tags={row.tags} label={`Tags of ${name}`} />
                </td>
                <td>
                  <ClientStatusBadge status={row.status} />
                  {!row.hasAccount && <span className="coach-cell-sub">Invitation sent</span>}
                  {row.source === 'import' && (
                    <span className="coach-cell-sub">
                      <ImportedBadge source={row.source} />
                    </span>
                  )}
                  {row.billingStatus === 'payment_issue' && (
                    <span className="coach-cell-sub">
                      <PaymentIssueBadge />
                    </span>
                  )}
                  {row.screeningFlagged && (
                    <span className="coach-cell-sub">
                      <ScreeningBadge />
                    </span>
                  )}
                </td>
                <td className={row.nutritionist ? undefined : 'coach-cell-muted'}>
                  {row.nutritionist ? fullName(row.nutritionist) : 'Unassigned'}
                </td>
                <td>{formatDate(row.joinedAt)}</td>
                <td className={row.lastCheckInAt ? undefined : 'coach-cell-muted'}>
                  {formatDate(row.lastCheckInAt, 'Never')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
