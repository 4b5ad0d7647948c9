import { formatDay } from '@wellness/contracts';
import type { NextDue } from '@wellness/contracts';

/** When her next check-in is due, in a sentence about her (the coach reads it). */
export function nextDueText(next: NextDue): string {
  switch (next.status) {
    case 'baseline':
      return 'No check-in yet: she can send her first one now.';
    case 'open':
      return `Her check-in is open, due ${formatDay(next.dueDate ?? '')}.`;
    case 'overdue':
      return `Her check-in is overdue (due ${formatDay(next.dueDate ?? '')}).`;
    case 'upcoming':
      return next.opensOn
        ? `Her next check-in opens on ${formatDay(next.opensOn)}.`
        : 'Her next check-in is not open yet.';
  }
}
