import type { AutomationStats as Stats } from '@wellness/contracts';

export const STAT_LABELS: readonly [keyof Stats, string][] = [
  ['enrolled', 'Enrolled'],
  ['active', 'Active'],
  ['completed', 'Completed'],
  ['exited', 'Exited'],
  ['emailsSent', 'Emails sent'],
  ['emailsFailed', 'Failed'],
];

/** The six figures of an automation, as a description list. */
export function AutomationStats({ stats }: { stats: Stats }) {
  return (
    <dl className="coach-automation-stats">
      {STAT_LABELS.map(([key, label]) => (
        <div key={key} className="coach-automation-stats__item">
          <dt>{label}</dt>
          <dd>{stats[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
