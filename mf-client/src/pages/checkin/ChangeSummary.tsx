import { formatDay, lengthChangeForDisplay, weightChangeForDisplay } from '@wellness/contracts';
import type { Comparison, NextDue } from '@wellness/contracts';
import { Stat } from '@wellness/ui';
import type { Units } from '../../lib/units';

/** "−1.2 kg", "+0.4 lb", "No change", "—". */
export function weightChangeText(kg: number | null, units: Units): string {
  if (kg == null) return '—';
  const shown = weightChangeForDisplay(kg, units.weight);
  if (shown === 0) return 'No change';
  return `${shown > 0 ? '+' : '−'}${Math.abs(shown)} ${units.weight === 'kg' ? 'kg' : 'lb'}`;
}

/** "3.2 in lost", "0.5 cm gained". */
export function cmLostText(cm: number | null, units: Units): string {
  if (cm == null) return '—';
  const shown = lengthChangeForDisplay(Math.abs(cm), units.length);
  if (shown === 0) return 'No change';
  return `${shown} ${units.length} ${cm > 0 ? 'lost' : 'gained'}`;
}

export function nextText(next: NextDue): string {
  switch (next.status) {
    case 'baseline':
      return 'You can send your first check-in now';
    case 'upcoming':
      return next.opensOn
        ? `Your next check-in opens on ${formatDay(next.opensOn)}`
        : 'Your next check-in is coming up';
    case 'open':
      return next.dueDate ? `Due on ${formatDay(next.dueDate)}` : 'Open now';
    case 'overdue':
      return next.dueDate ? `Overdue since ${formatDay(next.dueDate)}` : 'Overdue';
  }
}

/** What changed: this week, since her start, total inches (or cm) lost, and her streak. */
export function ChangeSummary({
  comparison,
  streak,
  units,
}: {
  comparison: Comparison;
  streak: number;
  units: Units;
}) {
  const w = comparison.weightKg;
  const lost = comparison.totalCmLost;
  return (
    <div className="mc-figures">
      <Stat label="Since last week" value={weightChangeText(w.changeFromPrevious, units)} />
      <Stat label="Since your start" value={weightChangeText(w.changeFromStart, units)} />
      <Stat
        label={units.length === 'cm' ? 'Total centimetres' : 'Total inches'}
        value={cmLostText(lost.sinceStart, units)}
        hint={
          lost.sincePrevious != null
            ? `This week: ${cmLostText(lost.sincePrevious, units)}`
            : undefined
        }
      />
      <Stat label={streak === 1 ? 'Week in a row' : 'Weeks in a row'} value={String(streak)} />
    </div>
  );
}
