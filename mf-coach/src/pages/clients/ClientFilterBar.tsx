import { BILLING_STATUS_LABELS, CLIENT_STATUSES, SCREENING_FLAG_LABEL } from '@wellness/contracts';
import type { TagUsage, TeamMember } from '@wellness/contracts';
import { Button, SelectField } from '@wellness/ui';
import { ClientDateFilters } from '../../components/ClientDateFilters';
import { SearchBox } from '../../components/SearchBox';
import { capitalize, fullName } from '../../lib/format';
import { BILLING_FILTERS, CLIENT_FILTER_DEFAULTS, isFiltered } from './filters';
import type { ClientFilters } from './filters';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...CLIENT_STATUSES.map((s) => ({ value: s, label: capitalize(s) })),
];

const BILLING_OPTIONS = [
  { value: '', label: 'Any' },
  ...BILLING_FILTERS.map((b) => ({ value: b, label: BILLING_STATUS_LABELS[b] })),
];

const SCREENING_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'flagged', label: SCREENING_FLAG_LABEL },
];

/** The tag filter's choices: every tag in use, with how many clients carry it. */
function tagOptions(tags: TagUsage['tags'], current: string) {
  const options = [
    { value: '', label: 'Any' },
    ...tags.map((t) => ({ value: t.tag, label: `${t.tag} (${t.clients})` })),
  ];
  // Keep a filtered-on tag selectable before the list has loaded (or once nobody carries it).
  if (current && !tags.some((t) => t.tag === current))
    options.push({ value: current, label: current });
  return options;
}

export function ClientFilterBar({
  filters,
  nutritionists,
  tags,
  onChange,
}: {
  filters: ClientFilters;
  nutritionists: readonly TeamMember[];
  /** The tags in use (GET /api/clients/tags). */
  tags: TagUsage['tags'];
  onChange: (patch: Partial<ClientFilters>) => void;
}) {
  const set = (patch: Partial<ClientFilters>) => onChange({ ...patch, page: 1 });
  const nutritionistOptions = [
    { value: '', label: 'Anyone' },
    { value: 'none', label: 'Unassigned' },
    ...nutritionists.map((n) => ({ value: n.userId ?? '', label: fullName(n) })),
  ];
  // Keep a filtered-on nutritionist selectable even before the team list has loaded.
  if (filters.nutritionist && !nutritionistOptions.some((o) => o.value === filters.nutritionist))
    nutritionistOptions.push({ value: filters.nutritionist, label: 'Selected nutritionist' });
  const dates = Boolean(filters.joinedFrom || filters.joinedTo || filters.lastCheckInBefore);

  return (
    <div className="coach-filters coach-filters--clients" role="search" aria-label="Filter clients">
      <SearchBox
        label="Search clients"
        placeholder="Name, email or phone"
        value={filters.search}
        onSearch={(search) => set({ search })}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value as ClientFilters['status'] })}
      />
      <SelectField
        label="Nutritionist"
        options={nutritionistOptions}
        value={filters.nutritionist}
        onChange={(e) => set({ nutritionist: e.target.value })}
      />
      <SelectField
        label="Health screening"
        options={SCREENING_OPTIONS}
        value={filters.screening}
        onChange={(e) => set({ screening: e.target.value as ClientFilters['screening'] })}
      />
      <SelectField
        label="Billing"
        options={BILLING_OPTIONS}
        value={filters.billing}
        onChange={(e) => set({ billing: e.target.value as ClientFilters['billing'] })}
      />
      <SelectField
        label="Tag"
        options={tagOptions(tags, filters.tag)}
        value={filters.tag}
        onChange={(e) => set({ tag: e.target.value })}
      />
      <details className="coach-filters__more" open={dates || undefined}>
        <summary>Dates</summary>
        <div className="coach-filters__dates">
          <ClientDateFilters value={filters} onChange={set} />
        </div>
      </details>
      {isFiltered(filters) && (
        <div className="coach-filters__clear">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              set({
                search: CLIENT_FILTER_DEFAULTS.search,
                status: CLIENT_FILTER_DEFAULTS.status,
                nutritionist: CLIENT_FILTER_DEFAULTS.nutritionist,
                joinedFrom: '',
                joinedTo: '',
                lastCheckInBefore: '',
                screening: '',
                billing: '',
                tag: '',
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
