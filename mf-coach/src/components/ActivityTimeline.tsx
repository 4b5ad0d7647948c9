import { Link } from 'react-router-dom';
import type { Activity } from '@wellness/contracts';
import { EmptyState } from '@wellness/ui';
import { formatDateTime, formatRelative } from '../lib/format';

/** Where an activity's subject lives in the coach area. */
export function activityHref(activity: Activity): string | null {
  switch (activity.subjectType) {
    case 'lead':
      return `/leads?lead=${encodeURIComponent(activity.subjectId)}`;
    case 'client':
      return `/client-profile/${encodeURIComponent(activity.subjectId)}`;
    case 'approval':
      return '/pending-approvals';
    case 'team':
      return '/team';
    default:
      return null;
  }
}

/** A chronological list of what happened, newest first. Links to each subject when asked. */
export function ActivityTimeline({
  items,
  linkSubjects = false,
  emptyText = 'Nothing has happened here yet.',
}: {
  items: readonly Activity[];
  linkSubjects?: boolean;
  emptyText?: string;
}) {
  if (items.length === 0)
    return <EmptyState icon="◷" title="No activity yet" description={emptyText} />;
  return (
    <ol className="coach-timeline">
      {items.map((item) => {
        const href = linkSubjects ? activityHref(item) : null;
        return (
          <li key={item.id} className="coach-timeline__item">
            <span
              className={`coach-timeline__dot coach-timeline__dot--${item.subjectType}`}
              aria-hidden="true"
            />
            <div className="coach-timeline__body">
              <p className="coach-timeline__summary">
                {href ? <Link to={href}>{item.summary}</Link> : item.summary}
              </p>
              <p className="coach-timeline__meta">
                {item.actorName && <span>{item.actorName} · </span>}
                <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                  {formatRelative(item.createdAt)}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
