import type { Progress } from '@wellness/contracts';
import { ScoreTrendsChart } from '../charts/ScoreTrendsChart';
import { WeightChart } from '../charts/WeightChart';

/** Her check-in charts on a staff page (kg; hunger first), loaded with the page only when shown. */
export default function ClientCharts({
  progress,
  targetKg,
}: {
  progress: Progress;
  targetKg: number | null;
}) {
  return (
    <div className="ui-nclient__charts">
      <WeightChart
        weeks={progress.weeks}
        unit="kg"
        cycleTracking={progress.cycleTracking}
        targetKg={targetKg}
        level={4}
      />
      <ScoreTrendsChart
        weeks={progress.weeks}
        title="Scores"
        initial={['hunger', 'digestion', 'energy']}
        level={4}
      />
    </div>
  );
}
