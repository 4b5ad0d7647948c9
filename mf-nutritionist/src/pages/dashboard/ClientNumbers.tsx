import { formatDay } from '@wellness/contracts';
import { useCheckin, useProgress } from '../../api/checkins';
import { weightSummary } from '../../numbers';

/** Weeks of check-ins the dashboard's trend covers. */
export const TREND_WEEKS = 8;

/**
 * One client's numbers on the dashboard (cells of her row): latest check-in, weight and its 8-week
 * change, nutrition adherence and hunger from her latest check-in.
 */
export function ClientNumbers({ clientId }: { clientId: string }) {
  const progress = useProgress(clientId, TREND_WEEKS);
  const weeks = progress.data?.weeks ?? [];
  const latest = weeks[weeks.length - 1];
  const checkin = useCheckin(latest?.checkinId);

  if (progress.isPending)
    return (
      <td colSpan={5} className="nutri-muted">
        Loading her numbers…
      </td>
    );
  if (progress.isError)
    return (
      <td colSpan={5} className="nutri-muted">
        Her numbers are unavailable right now.
      </td>
    );
  if (!latest)
    return (
      <td colSpan={5} className="nutri-muted">
        No check-ins yet
      </td>
    );
  const weight = weightSummary(weeks);
  const c = checkin.data?.checkin;
  const pending = checkin.isPending ? '…' : '—';
  return (
    <>
      <td data-label="Latest check-in">{formatDay(latest.dueDate)}</td>
      <td data-label="Weight">{weight.latest}</td>
      <td data-label={`Change over ${TREND_WEEKS} weeks`}>{weight.change}</td>
      <td data-label="Adherence">{c ? `${c.adherencePercent}%` : pending}</td>
      <td data-label="Hunger">{`${latest.scores.hunger}/10`}</td>
    </>
  );
}
