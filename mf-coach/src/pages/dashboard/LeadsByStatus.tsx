import { Link } from 'react-router-dom';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@wellness/contracts';
import { EmptyState, buttonClass } from '@wellness/ui';

/** One row per pipeline stage with its count and a bar, each opening the filtered leads list. */
export function LeadsByStatus({ counts }: { counts: Record<string, number> }) {
  const total = LEAD_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  if (total === 0)
    return (
      <EmptyState
        title="No leads yet"
        description="Discovery call requests will show up here."
        action={
          <Link to="/leads" className={buttonClass('outline', 'sm')}>
            Open leads
          </Link>
        }
      />
    );
  const max = Math.max(...LEAD_STATUSES.map((s) => counts[s] ?? 0), 1);
  return (
    <ul className="coach-pipeline" aria-label="Leads by status">
      {LEAD_STATUSES.map((status) => {
        const count = counts[status] ?? 0;
        return (
          <li key={status}>
            <Link to={`/leads?status=${status}`} className="coach-pipeline__row">
              <span className="coach-pipeline__label">{LEAD_STATUS_LABELS[status]}</span>
              <span className="coach-pipeline__bar" aria-hidden="true">
                <span
                  className={`coach-pipeline__fill coach-pipeline__fill--${status}`}
                  style={{ width: `${(count / max) * 100}%` }}
                />
              </span>
              <span className="coach-pipeline__count">{count}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
