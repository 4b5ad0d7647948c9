import { Card } from '@wellness/ui';
import { useRecentActivity } from '../../api/dashboard';
import { ActivityTimeline } from '../../components/ActivityTimeline';
import { LoadError, Loading } from '../../components/QueryState';

export function ActivityFeed() {
  const activity = useRecentActivity();
  return (
    <Card title="Recent activity" level={3} className="coach-feed">
      {activity.isPending ? (
        <Loading label="Loading recent activity" />
      ) : activity.isError ? (
        <LoadError
          title="We couldn't load recent activity"
          error={activity.error}
          onRetry={() => void activity.refetch()}
        />
      ) : (
        <ActivityTimeline
          items={activity.data.slice(0, 8)}
          linkSubjects
          emptyText="New leads, registrations and client changes will show up here."
        />
      )}
    </Card>
  );
}
