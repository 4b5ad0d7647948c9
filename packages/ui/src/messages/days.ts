import { formatDay } from '@wellness/contracts';

// Day separators and times of a thread, in the reader's own time zone (UK wording, 24-hour clock).

/** The local calendar day of an instant, as YYYY-MM-DD (`timeZone` for tests; default: the reader's). */
export function dayKey(at: string | Date, timeZone?: string): string {
  return new Date(at).toLocaleDateString('en-CA', { timeZone });
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** "Today", "Yesterday", "Monday 23 November", or "Monday 23 November 2025" for another year. */
export function dayLabel(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === previousDay(today)) return 'Yesterday';
  return day.slice(0, 4) === today.slice(0, 4)
    ? formatDay(day)
    : `${formatDay(day)} ${day.slice(0, 4)}`;
}

/** "14:05": the time of a message, 24-hour. */
export function formatTime(at: string | Date, timeZone?: string): string {
  return new Date(at).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  });
}

/** When a conversation last moved, for the inbox: the time today, "Yesterday", else "23 Nov". */
export function formatActivity(at: string, now: Date = new Date(), timeZone?: string): string {
  const day = dayKey(at, timeZone);
  const today = dayKey(now, timeZone);
  if (day === today) return formatTime(at, timeZone);
  if (day === previousDay(today)) return 'Yesterday';
  return new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: day.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric',
    timeZone,
  });
}

export interface DayGroup<T> {
  day: string;
  label: string;
  items: T[];
}

/** Consecutive items (oldest first) under one separator per local day. */
export function groupByDay<T extends { sentAt: string }>(
  items: readonly T[],
  now: Date = new Date(),
  timeZone?: string,
): DayGroup<T>[] {
  const today = dayKey(now, timeZone);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.sentAt, timeZone);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(day, today), items: [item] });
  }
  return groups;
}
