import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@wellness/contracts';
import type { PaymentPlan, PaymentStatus } from '@wellness/contracts';
import { Button, SelectField } from '@wellness/ui';
import { DateRangeFields } from '../../components/DateRangeFields';
import { SearchBox } from '../../components/SearchBox';
import { isPaymentFiltered } from './filters';
import type { FinanceFilters } from './filters';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
];

/** Search by client, and filter by status, plan and the dates paid. */
export function PaymentFilterBar({
  filters,
  plans,
  onChange,
}: {
  filters: FinanceFilters;
  plans: readonly PaymentPlan[];
  onChange: (patch: Partial<FinanceFilters>) => void;
}) {
  const set = (patch: Partial<FinanceFilters>) => onChange({ ...patch, page: 1 });
  const planOptions = [
    { value: '', label: 'All plans' },
    ...plans.map((p) => ({ value: p.id, label: p.active ? p.name : `${p.name} (archived)` })),
  ];
  if (filters.planId && !plans.some((p) => p.id === filters.planId))
    planOptions.push({ value: filters.planId, label: 'Selected plan' });
  return (
    <div
      className="coach-filters coach-filters--payments"
      role="search"
      aria-label="Filter payments"
    >
      <SearchBox
        label="Search by client"
        placeholder="Name or email"
        value={filters.search}
        onSearch={(search) => set({ search })}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value as PaymentStatus | '' })}
      />
      <SelectField
        label="Plan"
        options={planOptions}
        value={filters.planId}
        onChange={(e) => set({ planId: e.target.value })}
      />
      <div className="coach-filters__range">
        <DateRangeFields label="Paid" from={filters.from} to={filters.to} onChange={set} />
      </div>
      {isPaymentFiltered(filters) && (
        <div className="coach-filters__clear">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set({ search: '', status: '', planId: '', from: '', to: '' })}
          >
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
