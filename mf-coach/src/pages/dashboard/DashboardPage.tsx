import './dashboard.css';
import { Link } from 'react-router-dom';
import { formatMoney } from '@wellness/contracts';
import { Card } from '@wellness/ui';
import { useDashboardSummary } from '../../api/dashboard';
import { LoadError, Loading } from '../../components/QueryState';
import { ActivityFeed } from './ActivityFeed';
import { CheckinsCard } from './CheckinsCard';
import { LeadsByStatus } from './LeadsByStatus';
import { StatLink } from './StatLink';

/** The coach's overview: today's figures, each opening the list behind it, and what happened. */
export function DashboardPage() {
  const summary = useDashboardSummary();

  return (
    <div className="ui-stack">
      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className="ui-visually-hidden">
          Overview
        </h2>
        {summary.isPending ? (
          <Loading label="Loading your overview" />
        ) : summary.isError ? (
          <LoadError
            title="We couldn't load your overview"
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <div className="coach-stats">
            <StatLink
              to="/clients?status=active"
              value={summary.data.activeClients}
              label="Active clients"
              hint="View clients"
            />
            <StatLink
              to="/leads?status=new"
              value={summary.data.newLeadsThisWeek}
              label="New leads this week"
              hint="View new leads"
            />
            <StatLink
              to="/pending-approvals"
              value={summary.data.pendingApprovals}
              label="Pending approvals"
              hint={summary.data.pendingApprovals ? 'Review now' : 'All caught up'}
              tone={summary.data.pendingApprovals ? 'attention' : 'default'}
            />
            <StatLink
              to="/clients?screening=flagged"
              value={summary.data.screeningsToReview}
              label="Health screenings to review"
              hint={summary.data.screeningsToReview ? 'Review now' : 'All caught up'}
              tone={summary.data.screeningsToReview ? 'attention' : 'default'}
            />
            <StatLink
              to="/finances"
              value={formatMoney(summary.data.mrrMinor, summary.data.currency)}
              label="Monthly recurring revenue"
              hint="View finances"
            />
            <StatLink
              to="/finances?tab=payments&status=failed"
              value={summary.data.failedPayments}
              label="Failed payments"
              hint={summary.data.failedPayments ? 'Follow up now' : 'All paid'}
              tone={summary.data.failedPayments ? 'attention' : 'default'}
            />
          </div>
        )}
      </section>
      <CheckinsCard />
      <div className="coach-columns">
        <Card
          title="Leads by status"
          level={3}
          footer={<Link to="/leads?view=board">Open the pipeline board</Link>}
        >
          {summary.isPending ? (
            <Loading label="Loading leads" />
          ) : summary.isError ? (
            <p className="coach-muted">Figures are unavailable right now.</p>
          ) : (
            <LeadsByStatus counts={summary.data.leadsByStatus} />
          )}
        </Card>
        <ActivityFeed />
      </div>
    </div>
  );
}
