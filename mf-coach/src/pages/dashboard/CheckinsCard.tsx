import { Card } from '@wellness/ui';
import { useCheckinSummary } from '../../api/checkins';
import { LoadError, Loading } from '../../components/QueryState';
import { StatLink } from './StatLink';

/** The dashboard's check-in figures: awaiting review and overdue, each opening its list. */
export function CheckinsCard() {
  const summary = useCheckinSummary();
  return (
    <Card title="Check-ins" level={3} className="coach-checkins-card">
      {summary.isPending ? (
        <Loading label="Loading check-in figures" />
      ) : summary.isError ? (
        <LoadError
          title="We couldn't load the check-in figures"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <div className="coach-stats">
          <StatLink
            to="/checkins"
            value={summary.data.awaitingReview}
            label="Awaiting review"
            hint={
              summary.data.awaitingReview
                ? [
                    summary.data.awaitingReviewLate && `${summary.data.awaitingReviewLate} late`,
                    summary.data.awaitingReviewFlagged &&
                      `${summary.data.awaitingReviewFlagged} flagged`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || 'Review now'
                : 'All caught up'
            }
            tone={summary.data.awaitingReview ? 'attention' : 'default'}
          />
          <StatLink
            to="/checkins?tab=missing"
            value={summary.data.overdue}
            label="Overdue"
            hint={summary.data.overdue ? 'Nudge them' : 'Everyone is on time'}
            tone={summary.data.overdue ? 'attention' : 'default'}
          />
        </div>
      )}
    </Card>
  );
}
