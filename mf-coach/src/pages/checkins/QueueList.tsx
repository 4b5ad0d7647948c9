import type { ReviewQueueItem } from '@wellness/contracts';
import { Badge, cx } from '@wellness/ui';
import { formatDay } from '@wellness/contracts';
import { formatRelative, fullName } from '../../lib/format';
import { weightChangeText } from './comparison';
import type { UnitPrefs } from '../../lib/units';

/** The check-ins waiting for review, oldest first; the open one is marked as current. */
export function QueueList({
  items,
  selected,
  units,
  onSelect,
}: {
  items: readonly ReviewQueueItem[];
  selected: string | null;
  units: UnitPrefs;
  onSelect: (id: string) => void;
}) {
  return (
    <ol className="coach-queue" aria-label="Check-ins waiting for review, oldest first">
      {items.map((item) => {
        const flags = item.flags.filter((f) => f.kind !== 'period');
        const change = weightChangeText(item.weightChangeKg, units);
        const current = item.checkinId === selected;
        return (
          <li key={item.checkinId}>
            <button
              type="button"
              className={cx('coach-queue__item', current && 'coach-queue__item--current')}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(item.checkinId)}
            >
              <span className="coach-queue__name">{fullName(item)}</span>
              <span className="coach-queue__meta">
                {item.baseline ? 'First check-in' : `Week due ${formatDay(item.dueDate)}`} · sent{' '}
                {formatRelative(item.submittedAt)}
              </span>
              <span className="coach-queue__badges">
                {item.late && <Badge tone="warning">Late</Badge>}
                {flags.length > 0 && (
                  <Badge tone="danger">
                    {flags.length === 1 ? '1 flag' : `${flags.length} flags`}
                  </Badge>
                )}
                {item.baseline && <Badge tone="brand">Baseline</Badge>}
                {change.direction !== 'none' && (
                  <span className="coach-queue__change">Weight {change.text}</span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
