import { Link } from 'react-router-dom';
import { formatWeight } from '@wellness/contracts';
import { Card } from '@wellness/ui';
import { useCheckinHistory, useProgress } from '../../api/checkins';
import {
  CheckinStatusBadge,
  LazyProgressCharts,
  historyWeek,
  weightOf,
} from '../../components/CheckinHistory';
import { nextDueText } from '../../components/nextDue';
import { LoadError, Loading } from '../../components/QueryState';
import { UnitsControl } from '../../components/UnitsControl';
import { errorStatus } from '../../lib/errors';
import { plural } from '../../lib/format';
import { useUnitPrefs } from '../../lib/units';
import { totalLostText, weightChangeText } from '../checkins/comparison';

const RECENT = 5;

/** The profile's check-ins: where she stands, her charts and her latest weeks. */
export function CheckinsSection({ clientId }: { clientId: string }) {
  const [units, setUnits] = useUnitPrefs();
  const progress = useProgress(clientId);
  const history = useCheckinHistory(clientId);
  const allLink = `/client-checkins?clientId=${encodeURIComponent(clientId)}`;

  let body;
  if (progress.isPending || history.isPending) body = <Loading label="Loading check-ins" />;
  else if (errorStatus(progress.error) === 404 || errorStatus(history.error) === 404)
    // A client the check-in service does not know yet (just added): nothing to show.
    body = <p className="coach-muted">No check-ins yet.</p>;
  else if (progress.isError || history.isError)
    body = (
      <LoadError
        title="We couldn't load her check-ins"
        error={progress.error ?? history.error}
        onRetry={() => {
          void progress.refetch();
          void history.refetch();
        }}
      />
    );
  else {
    const p = progress.data;
    const latest = p.weeks[p.weeks.length - 1];
    const change = weightChangeText(p.weightChangeKg, units);
    body = (
      <>
        <p>{nextDueText(p.next)}</p>
        <dl className="coach-checkin-figures">
          <div>
            <dt>Latest weight</dt>
            <dd>{latest ? formatWeight(latest.weightKg, units.weight) : '—'}</dd>
          </div>
          <div>
            <dt>Since her start</dt>
            <dd>{change.text}</dd>
          </div>
          <div>
            <dt>Measurements</dt>
            <dd>{totalLostText(p.totalCmLost, units)}</dd>
          </div>
          <div>
            <dt>Streak</dt>
            <dd>{plural(p.streak, 'week')}</dd>
          </div>
        </dl>
        {p.weeks.length > 0 && <LazyProgressCharts progress={p} units={units} />}
        <h4 className="coach-subheading">Latest weeks</h4>
        {history.data.items.length === 0 ? (
          <p className="coach-muted">No check-ins yet.</p>
        ) : (
          <ul className="coach-history-list" aria-label="Latest weeks">
            {history.data.items.slice(0, RECENT).map((row) => (
              <li key={row.checkinId ?? row.dueDate}>
                <span>
                  {row.checkinId ? (
                    <Link
                      to={
                        row.status === 'reviewed'
                          ? `${allLink}&checkin=${encodeURIComponent(row.checkinId)}`
                          : `/checkins?checkin=${encodeURIComponent(row.checkinId)}`
                      }
                    >
                      {historyWeek(row)}
                    </Link>
                  ) : (
                    historyWeek(row)
                  )}
                </span>
                <CheckinStatusBadge status={row.status} />
                <span className="coach-muted">{weightOf(row, units)}</span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <Card
      title="Check-ins"
      level={3}
      className="coach-profile__checkins"
      footer={<Link to={allLink}>All her check-ins, with her answers and your feedback</Link>}
    >
      <UnitsControl units={units} onChange={setUnits} />
      {body}
    </Card>
  );
}
