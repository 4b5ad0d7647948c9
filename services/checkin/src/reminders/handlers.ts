import { recordEventOnce } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import { isScheduledDue, remindersBetween } from './schedule';
import type { ReminderKind, ReminderRun } from './schedule';

/** What the reminders work with: the database, the clock and where clients come from. */
export type ReminderDeps = Pick<CheckinDeps, 'db' | 'clock' | 'reminderSource'>;

/** One reminder: whose, for which due date, and which of the two. */
export interface ReminderJob {
  clientId: string;
  dueDate: string;
  kind: ReminderKind;
}

/**
 * How far ahead the planner schedules reminders (longer than the time between two plans, so
 * each is scheduled before its time) and how late a reminder may still go out (after an outage
 * of the worker or of Redis; later than that it is dropped rather than sent out of place).
 */
export const PLAN_AHEAD_MS = 30 * 60_000;
export const SEND_LATE_MS = 6 * 3600_000;

export interface PlannedReminder extends ReminderJob {
  runAt: Date;
}

/**
 * The reminders to schedule now: every client's reminders from SEND_LATE_MS ago to PLAN_AHEAD_MS
 * ahead, by the deps' clock. Planning the same reminder again is harmless: its job id and its
 * event id are both its name (see jobs.ts and sendReminder).
 */
export async function planReminders(deps: ReminderDeps): Promise<PlannedReminder[]> {
  const now = deps.clock.now();
  const from = new Date(now.getTime() - SEND_LATE_MS);
  const to = new Date(now.getTime() + PLAN_AHEAD_MS);
  const clients = await deps.reminderSource.scheduledClients(deps.db);
  return clients.flatMap((client) =>
    remindersBetween(client, from, to).map((run: ReminderRun) => ({
      clientId: client.clientId,
      dueDate: run.dueDate,
      kind: run.kind,
      runAt: run.runAt,
    })),
  );
}

export type ReminderOutcome = 'sent' | 'already-sent' | 'checked-in' | 'not-scheduled';

/** A reminder's name: its job id and (through recordEventOnce) its event id. */
export const reminderName = (job: ReminderJob) =>
  `reminder-${job.kind}-${job.clientId}-${job.dueDate}`;

/**
 * Sends one reminder, deciding at run time: nothing once she has checked in for that due date,
 * nothing if the date is no longer one of hers (her schedule changed, she was paused or
 * archived), and never twice (`checkin.reminder_due` is written under the reminder's name, so a
 * job run again, planned again or run twice at once writes it once). Through checkin's outbox;
 * notification emails it.
 */
export async function sendReminder(deps: ReminderDeps, job: ReminderJob): Promise<ReminderOutcome> {
  const source = deps.reminderSource;
  return deps.db.$transaction(async (tx) => {
    const client = await source.scheduledClient(tx, job.clientId);
    if (await source.hasCheckedIn(tx, job.clientId, job.dueDate)) return 'checked-in';
    if (!client || !isScheduledDue(client, job.dueDate)) return 'not-scheduled';
    const written = await recordEventOnce(
      tx,
      reminderName(job),
      'checkin.reminder_due',
      {
        clientId: client.clientId,
        userId: client.userId,
        email: client.email,
        firstName: client.firstName,
        lastName: client.lastName,
        kind: job.kind,
        dueDate: job.dueDate,
      },
      { correlationId: reminderName(job), actor: { service: 'checkin' } },
    );
    return written ? 'sent' : 'already-sent';
  });
}
