import './approvals.css';
import { Tabs } from '@wellness/ui';
import { useDashboardSummary } from '../../api/dashboard';
import type { ApprovalStatus } from '../../api/approvals';
import { PageSection } from '../../components/PageSection';
import { oneOf, pageParam, useUrlState } from '../../lib/url-state';
import { ApprovalList } from './ApprovalList';

const TABS = ['pending', 'approved', 'rejected'] as const;
const DEFAULTS = { tab: 'pending', page: 1 };
const parse = (params: URLSearchParams) => ({
  tab: oneOf(params.get('tab'), TABS, 'pending') || 'pending',
  page: pageParam(params.get('page')),
});

/** `/pending-approvals`: self-registrations waiting for the coach, and the decided history. */
export function ApprovalsPage() {
  const [state, update] = useUrlState(parse, DEFAULTS);
  const summary = useDashboardSummary();
  const pending = summary.data?.pendingApprovals;
  const tab = state.tab as ApprovalStatus;
  const list = (
    <ApprovalList
      status={tab}
      page={state.page}
      onPageChange={(page) => update({ page }, { push: true })}
    />
  );

  return (
    <PageSection
      title="Pending approvals"
      description="People who registered on their own. Approve them to let them sign in as clients."
    >
      <Tabs
        label="Registrations"
        value={tab}
        onChange={(id) => update({ tab: id, page: 1 })}
        items={[
          { id: 'pending', label: pending ? `Pending (${pending})` : 'Pending', content: list },
          { id: 'approved', label: 'Approved', content: list },
          { id: 'rejected', label: 'Rejected', content: list },
        ]}
      />
    </PageSection>
  );
}
