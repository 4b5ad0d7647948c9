import { lazy, Suspense } from 'react';
import { CHECKIN_STATUSES, formatDay, formatWeight } from '@wellness/contracts';
import type { CheckinStatus, HistoryRow, Progress } from '@wellness/contracts';
import { Badge, Spinner } from '@wellness/ui';
import { formatDate } from '../lib/format';
import type { UnitPrefs } from '../lib/units';

const ProgressCharts = lazy(() => import('./ProgressCharts'));

const STATUS_TONES: Record<CheckinStatus, 'neutral' | 'success' | 'warning' | 'brand'> = {
  submitted: 'brand',
  late: 'warning',
  reviewed: 'success',
  missed: 'neutral',
};

export function CheckinStatusBadge({ status }: { status: CheckinStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{CHECKIN_STATUSES[status]}</Badge>;
}

/** The charts, downloaded on first use. */
export function LazyProgressCharts(props: { progress: Progress; units: UnitPrefs; level?: 3 | 4 }) {
  return (
    <Suspense fallback={<Spinner label="Loading charts" />}>
      <ProgressCharts {...props} />
    </Suspense>
  );
}

/** A week of her history: due date, what happened, weight. */
export function historyWeek(row: HistoryRow): string {
  return row.baseline
    ? `First check-in, ${formatDate(row.submittedAt)}`
    : `Week due ${formatDay(row.dueDate)}`;
}

export function weightOf(row: HistoryRow, units: UnitPrefs): string {
  return row.weightKg === null ? '—' : formatWeight(row.weightKg, units.weight);
}
