import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@wellness/contracts';
import { Button, SelectField } from '@wellness/ui';
import { SearchBox } from '../../components/SearchBox';
import { LEAD_FILTER_DEFAULTS, SOURCE_OPTIONS } from './filters';
import type { LeadFilters } from './filters';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
];
const SOURCE_FILTER_OPTIONS = [{ value: '', label: 'All sources' }, ...SOURCE_OPTIONS];
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export function LeadFilterBar({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (patch: Partial<LeadFilters>) => void;
}) {
  const filtered = Boolean(filters.search || filters.status || filters.source);
  return (
    <div className="coach-filters" role="search" aria-label="Filter leads">
      <SearchBox
        label="Search leads"
        placeholder="Name or email"
        value={filters.search}
        onSearch={(search) => onChange({ search, page: 1 })}
      />
      {filters.view === 'list' && (
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as LeadFilters['status'], page: 1 })}
        />
      )}
      <SelectField
        label="Source"
        options={SOURCE_FILTER_OPTIONS}
        value={filters.source}
        onChange={(e) => onChange({ source: e.target.value, page: 1 })}
      />
      <SelectField
        label="Sort"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as LeadFilters['sort'], page: 1 })}
      />
      {filtered && (
        <div className="coach-filters__clear">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({
                search: LEAD_FILTER_DEFAULTS.search,
                status: LEAD_FILTER_DEFAULTS.status,
                source: LEAD_FILTER_DEFAULTS.source,
                page: 1,
              })
            }
          >
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
