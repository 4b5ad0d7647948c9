import type { ClientSort, SortField } from './filters';
import { nextSort, sortDirection } from './filters';

/** A sortable column header: a button that flips the order, with aria-sort on the cell. */
export function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: SortField;
  sort: ClientSort;
  onSort: (sort: ClientSort) => void;
}) {
  const direction = sortDirection(sort, field);
  const arrow = direction === 'ascending' ? '↑' : direction === 'descending' ? '↓' : '↕';
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="coach-sort" onClick={() => onSort(nextSort(sort, field))}>
        {label}
        <span aria-hidden="true" className={`coach-sort__arrow coach-sort__arrow--${direction}`}>
          {arrow}
        </span>
      </button>
    </th>
  );
}
