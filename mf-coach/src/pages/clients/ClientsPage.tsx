import './clients.css';
import './tag-chips.css';
import { useCallback, useState } from 'react';
import type { ClientStatus } from '@wellness/contracts';
import {
  EmptyState,
  Pagination,
  SelectField,
  useMediaQuery,
  useShellServices,
  WIDE_SCREEN,
} from '@wellness/ui';
import { useBulkClientAction, useClients, useExportClients } from '../../api/clients';
import type { BulkAction } from '../../api/clients';
import { useTagUsage } from '../../api/tag-usage';
import { useNutritionists } from '../../api/team';
import { PageSection } from '../../components/PageSection';
import { LoadError, Loading } from '../../components/QueryState';
import { datedFilename, downloadText } from '../../lib/download';
import { errorText } from '../../lib/errors';
import { capitalize, plural } from '../../lib/format';
import { resultCount } from '../../lib/result-count';
import { useUrlState } from '../../lib/url-state';
import { BulkBar } from './BulkBar';
import { BulkDialog } from './BulkDialog';
import type { BulkKind } from './BulkDialog';
import { ClientCards } from './ClientCards';
import { ClientFilterBar } from './ClientFilterBar';
import { ClientTable } from './ClientTable';
import {
  CLIENT_FILTER_DEFAULTS,
  PAGE_SIZES,
  clientListQuery,
  filterSignature,
  isFiltered,
  parseClientFilters,
} from './filters';
import type { ClientFilters, ClientSort } from './filters';
import { useSelection } from './use-selection';

const CLIENT_NOUN = { one: 'client', many: 'clients' };

const MOBILE_SORTS: { value: ClientSort; label: string }[] = [
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: '-joined', label: 'Newest clients' },
  { value: 'joined', label: 'Oldest clients' },
  { value: 'lastCheckIn', label: 'Longest since check-in' },
  { value: '-lastCheckIn', label: 'Most recent check-in' },
];

/** `/clients`, `/cms/clients`, `/cms-clients`: the searchable, filterable client table. */
export function ClientsPage() {
  const { notify } = useShellServices();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [filters, update] = useUrlState(parseClientFilters, CLIENT_FILTER_DEFAULTS);
  const clients = useClients(clientListQuery(filters));
  const { nutritionists } = useNutritionists();
  const tagUsage = useTagUsage();
  const selection = useSelection(filterSignature(filters));
  const bulk = useBulkClientAction();
  const exporter = useExportClients();
  const [bulkKind, setBulkKind] = useState<BulkKind | null>(null);
  const onChange = useCallback((patch: Partial<ClientFilters>) => update(patch), [update]);

  const rows = clients.data?.items ?? [];
  const count = selection.selected.size;

  const applyBulk = async (value: string) => {
    const ids = [...selection.selected];
    const action: BulkAction =
      bulkKind === 'assign'
        ? { action: 'assign', ids, nutritionistUserId: value === 'none' ? null : value }
        : { action: 'status', ids, status: value as ClientStatus };
    try {
      const { updated } = await bulk.mutateAsync(action);
      notify({
        title: `${plural(updated, 'client')} updated`,
        description:
          action.action === 'status'
            ? `Status set to ${capitalize(action.status)}.`
            : action.nutritionistUserId
              ? 'Nutritionist assigned.'
              : 'Nutritionist removed.',
      });
      setBulkKind(null);
      selection.clear();
    } catch (error) {
      notify({
        title: 'Bulk update failed',
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  const exportCsv = async () => {
    try {
      const csv = await exporter.mutateAsync([...selection.selected]);
      downloadText(csv, datedFilename('clients', 'csv'));
      notify({ title: `Exported ${plural(count, 'client')}` });
    } catch (error) {
      notify({ title: 'Export failed', description: errorText(error), variant: 'destructive' });
    }
  };

  const selectionProps = {
    selected: selection.selected,
    onToggle: selection.toggle,
    onTogglePage: (on: boolean) =>
      selection.toggleMany(
        rows.map((r) => r.id),
        on,
      ),
  };

  return (
    <PageSection
      title="Clients"
      description="Everyone you coach. Search, filter and act on many at once."
    >
      <ClientFilterBar
        filters={filters}
        nutritionists={nutritionists}
        tags={tagUsage.data?.tags ?? []}
        onChange={onChange}
      />
      <div className="coach-list-toolbar">
        <p className="coach-result-count" aria-live="polite">
          {clients.data ? resultCount(clients.data, CLIENT_NOUN, isFiltered(filters)) : ''}
        </p>
        <div className="coach-list-toolbar__controls">
          {!wide && (
            <SelectField
              label="Sort"
              options={MOBILE_SORTS}
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as ClientSort, page: 1 })}
            />
          )}
          <SelectField
            label="Per page"
            options={[...new Set([...PAGE_SIZES, filters.pageSize])]
              .sort((a, b) => a - b)
              .map((n) => ({ value: String(n), label: String(n) }))}
            value={String(filters.pageSize)}
            onChange={(e) => update({ pageSize: Number(e.target.value), page: 1 })}
          />
        </div>
      </div>
      <p className="ui-visually-hidden" aria-live="polite">
        {count ? `${plural(count, 'client')} selected` : ''}
      </p>
      {count > 0 && (
        <BulkBar
          count={count}
          exporting={exporter.isPending}
          onAction={setBulkKind}
          onExport={() => void exportCsv()}
          onClear={selection.clear}
        />
      )}
      <div
        aria-busy={clients.isFetching || undefined}
        className={clients.isPlaceholderData ? 'coach-stale' : undefined}
      >
        {clients.isPending ? (
          <Loading label="Loading clients" />
        ) : clients.isError ? (
          <LoadError
            title="We couldn't load your clients"
            error={clients.error}
            onRetry={() => void clients.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title={isFiltered(filters) ? 'No clients match these filters' : 'No clients yet'}
            description={
              isFiltered(filters)
                ? 'Try another search or clear the filters.'
                : 'Convert a lead or approve a registration to add your first client.'
            }
          />
        ) : (
          <>
            {wide ? (
              <ClientTable
                rows={rows}
                sort={filters.sort}
                onSort={(sort) => update({ sort, page: 1 })}
                {...selectionProps}
              />
            ) : (
              <ClientCards rows={rows} {...selectionProps} />
            )}
            <Pagination
              noun="clients"
              page={clients.data.page}
              pageSize={clients.data.pageSize}
              total={clients.data.total}
              totalCapped={clients.data.totalCapped}
              onPageChange={(page) => update({ page }, { push: true })}
            />
          </>
        )}
      </div>
      <BulkDialog
        key={bulkKind ?? 'none'}
        kind={bulkKind}
        count={count}
        nutritionists={nutritionists}
        saving={bulk.isPending}
        onCancel={() => setBulkKind(null)}
        onConfirm={(value) => void applyBulk(value)}
      />
    </PageSection>
  );
}
