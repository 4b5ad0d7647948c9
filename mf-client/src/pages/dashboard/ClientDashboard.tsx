import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { clientSelfSchema } from '@wellness/contracts';
import { Alert, Badge, Button, Card, Spinner, useShellServices } from '@wellness/ui';

export const SELF_URL = '/api/clients/me';

// Her week (next check-in, streak, feedback, charts) downloads with its own code and styles.
const WeekOverview = lazy(() =>
  import('./WeekOverview').then((m) => ({ default: m.WeekOverview })),
);

/** The client's dashboard: her week (next check-in, progress, feedback, charts) and her coach. */
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
  const { coach, status } = me.data;
  return (
    <>
      <Suspense fallback={<Spinner label="Loading your week" />}>
        <WeekOverview />
      </Suspense>
      <div className="ui-grid">
        <Card title="Your coach" level={2}>
          <p className="ui-stat__value">
            {coach ? `${coach.firstName} ${coach.lastName}` : `Coach ${brand.coachName}`}
          </p>
          <p>
            Account status{' '}
            <Badge tone={status === 'active' ? 'success' : 'neutral'}>{status}</Badge>
          </p>
          <Link to="/messages">Send a message</Link>
        </Card>
      </div>
    </>
  );
}
