import './finances.css';
import { useCallback } from 'react';
import { Tabs } from '@wellness/ui';
import { PageSection } from '../../components/PageSection';
import { useUrlState } from '../../lib/url-state';
import { FINANCE_FILTER_DEFAULTS, parseFinanceFilters } from './filters';
import type { FinanceFilters, FinanceTab } from './filters';
import { OverviewTab } from './OverviewTab';
import { PaymentsTab } from './PaymentsTab';
import { PlansTab } from './PlansTab';

/** `/finances`: the business's figures, every payment and the plans for sale; the tab is in the URL. */
export function FinancesPage() {
  const [filters, update] = useUrlState(parseFinanceFilters, FINANCE_FILTER_DEFAULTS);
  const onChange = useCallback((patch: Partial<FinanceFilters>) => update(patch), [update]);
  return (
    <PageSection
      title="Finances"
      description="What comes in, who has paid, and the plans your clients choose from."
    >
      <Tabs
        label="Finances"
        value={filters.tab}
        onChange={(tab) => update({ tab: tab as FinanceTab }, { push: true })}
        items={[
          { id: 'overview', label: 'Overview', content: <OverviewTab /> },
          {
            id: 'payments',
            label: 'Payments',
            content: <PaymentsTab filters={filters} onChange={onChange} />,
          },
          { id: 'plans', label: 'Plans', content: <PlansTab /> },
        ]}
      />
    </PageSection>
  );
}
