import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { coachDashboardSummarySchema } from '@wellness/contracts';
import type { ApiRequest } from '@wellness/contracts';
import { Alert, Button, Card, EmptyState, Spinner, Stat } from '@wellness/ui';

export const SUMMARY_URL = '/api/dashboard/summary';

export function CoachDashboard({ apiRequest }: { apiRequest: ApiRequest }) {
  const summary = useQuery({
    queryKey: [SUMMARY_URL],
    queryFn: async () => coachDashboardSummarySchema.parse(await apiRequest('GET', SUMMARY_URL)),
  });

  if (summary.isPending) return <Spinner label="Loading your overview" />;
  if (summary.isError)
    return (
      <Alert variant="error" title="We couldn't load your overview">
        <p>{summary.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const { activeClients, newLeadsThisWeek, pendingApprovals, leadsByStatus } = summary.data;
  const statuses = Object.entries(leadsByStatus);
  return (
    <div className="ui-stack">
      <div className="ui-grid">
        <Stat label="Active clients" value={activeClients} />
        <Stat label="New leads this week" value={newLeadsThisWeek} />
        <Stat
          label="Pending approvals"
          value={pendingApprovals}
          hint={pendingApprovals ? <Link to="/pending-approvals">Review now</Link> : undefined}
        />
      </div>
      <Card title="Leads by status" level={2}>
        {statuses.length === 0 ? (
          <EmptyState
            title="No leads yet"
            description="Discovery call requests will show up here."
          />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table">
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col">Leads</th>
                </tr>
              </thead>
              <tbody>
                {statuses.map(([status, count]) => (
                  <tr key={status}>
                    <td>{status}</td>
                    <td>{count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
