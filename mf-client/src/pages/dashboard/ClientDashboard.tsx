import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { clientSelfSchema } from '@wellness/contracts';
import { Alert, Badge, Button, buttonClass, Card, Spinner, useShellServices } from '@wellness/ui';

export const SELF_URL = '/api/clients/me';

export function formatDue(iso: string, now = new Date()): string {
  const due = new Date(iso);
  if (Number.isNaN(due.getTime())) return iso;
  const label = due.toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return due.getTime() < now.getTime() ? `${label} (overdue)` : label;
}

/** The client's dashboard: her next check-in and her coach. */
export function ClientDashboard() {
  const { apiRequest, brand } = useShellServices();
  const me = useQuery({
    queryKey: [SELF_URL],
    queryFn: async () => clientSelfSchema.parse(await apiRequest('GET', SELF_URL)),
  });
  if (me.isPending) return <Spinner label="Loading your dashboard" />;
  if (me.isError)
    return (
      <Alert variant="error" title="We couldn't load your dashboard">
        <p>{me.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const { nextCheckInDue, coach, status } = me.data;
  return (
    <div className="ui-grid">
      <Card title="Next check-in" level={2}>
        {nextCheckInDue ? (
          <>
            <p className="ui-stat__value">{formatDue(nextCheckInDue)}</p>
            <Link to="/checkin" className={buttonClass('primary', 'sm')}>
              Start check-in
            </Link>
          </>
        ) : (
          <p>No check-in is scheduled yet. Your coach will set one up after onboarding.</p>
        )}
      </Card>
      <Card title="Your coach" level={2}>
        <p className="ui-stat__value">
          {coach ? `${coach.firstName} ${coach.lastName}` : `Coach ${brand.coachName}`}
        </p>
        <p>
          Account status <Badge tone={status === 'active' ? 'success' : 'neutral'}>{status}</Badge>
        </p>
        <Link to="/messages">Send a message</Link>
      </Card>
    </div>
  );
}
