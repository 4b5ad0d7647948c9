import { Link } from 'react-router-dom';
import { RecordCards } from '@wellness/ui';
import type { ClientRow } from '@wellness/contracts';
import { ClientStatusBadge, ScreeningBadge } from '../../components/StatusBadge';
import { ImportedBadge } from '../imports/ImportedBadge';
import { formatDate, fullName } from '../../lib/format';
import { PaymentIssueBadge } from '../finances/badges';
import { PageCheckbox, profileHref } from './ClientTable';
import type { SelectionProps } from './ClientTable';
import { TagChips } from './TagChips';

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
      <RecordCards
        label="Clients"
        cards={rows.map((row) => {
          const name = fullName(row);
          const isSelected = selected.has(row.id);
          return {
            id: row.id,
            selected: isSelected,
            leading: (
              <input
                type="checkbox"
                className="ui-checkbox"
                aria-label={`Select ${name}`}
                checked={isSelected}
                onChange={(e) => onToggle(row.id, e.target.checked)}
              />
            ),
            title: (
              <Link to={profileHref(row.id)} className="coach-row-link">
                {name}
              </Link>
            ),
            badge: (
              <>
                <ClientStatusBadge status={row.status} />
                {row.billingStatus === 'payment_issue' && <PaymentIssueBadge />}
                {row.screeningFlagged && <ScreeningBadge />}
                <ImportedBadge source={row.source} />
              </>
            ),
            lines: row.tags.length
              ? [row.email, <TagChips key="tags" tags={row.tags} label={`Tags of ${name}`} />]
              : [row.email],
            meta: `${
              row.nutritionist ? `Nutritionist: ${fullName(row.nutritionist)}` : 'No nutritionist'
            } · Joined ${formatDate(row.joinedAt)} · Last check-in ${formatDate(row.lastCheckInAt, 'never')}`,
          };
        })}
      />
    </>
  );
}
