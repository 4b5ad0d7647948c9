import { CHECKIN_DUE_TIME, addDays } from '@wellness/contracts';
import { zonedTime } from '@wellness/kit';
import { dateIn } from '@wellness/kit';
import { daysBetween } from '../checkins/schedule';

/**
 * When the reminders of a client's check-ins go out, as pure functions of her schedule and a
 * time (no clock of their own):
 * - `due`: on her due day at CHECKIN_DUE_TIME (09:00) on her clock;
 * - `overdue`: a nudge two days later at the same time, if she still has not checked in.
 * Her scheduled due dates are `nextDueDate` (the first after her last check-in) and every week
 * after it: a missed week stays missed and the next one gets its own reminders.
 */
export const OVERDUE_AFTER_DAYS = 2;

export type ReminderKind = 'due' | 'overdue';

export interface ReminderSchedule {
  /** The first due date after her last check-in (YYYY-MM-DD, her time zone). */
  nextDueDate: string;
  /** Her IANA time zone (the business's until she picks one). */
  timeZone: string;
}

export interface ReminderRun {
  kind: ReminderKind;
  dueDate: string;
  runAt: Date;
}

/** The two reminders of the check-in due on `dueDate`, at 09:00 on her clock. */
export function reminderTimes(dueDate: string, timeZone: string): Record<ReminderKind, Date> {
  return {
    due: zonedTime(dueDate, CHECKIN_DUE_TIME, timeZone),
    overdue: zonedTime(addDays(dueDate, OVERDUE_AFTER_DAYS), CHECKIN_DUE_TIME, timeZone),
  };
}

/** Whether `dueDate` is one of her scheduled due dates: `nextDueDate` or a whole week after it. */
export function isScheduledDue(schedule: Pick<ReminderSchedule, 'nextDueDate'>, dueDate: string) {
  const days = daysBetween(schedule.nextDueDate, dueDate);
  return days >= 0 && days % 7 === 0;
}

/**
 * Her reminders that go out at or after `from` and before `to`, oldest first. Weeks before the
 * one `from` falls in are skipped without being listed.
 */
export function remindersBetween(schedule: ReminderSchedule, from: Date, to: Date): ReminderRun[] {
  const { nextDueDate, timeZone } = schedule;
  // The first week whose nudge can still be at or after `from` (a day's margin for the clock).
  const behind = daysBetween(nextDueDate, dateIn(from, timeZone)) - OVERDUE_AFTER_DAYS - 1;
  let dueDate = addDays(nextDueDate, 7 * Math.max(0, Math.floor(behind / 7)));
  const runs: ReminderRun[] = [];
  for (;;) {
    const times = reminderTimes(dueDate, timeZone);
    if (times.due >= to) return runs;
    for (const kind of ['due', 'overdue'] as const)
      if (times[kind] >= from && times[kind] < to) runs.push({ kind, dueDate, runAt: times[kind] });
    dueDate = addDays(dueDate, 7);
  }
}
