import type { Db, Tx } from '../db';
import { findWeek } from '../checkins/repository';
import { lockScheduledClient, scheduledClients } from '../clients/repository';
import type { ScheduledClient } from '../clients/repository';

/**
 * What the reminders need to know about clients and their check-ins, and nothing else: the
 * planner lists whom reminders are for; a reminder, when it runs, looks at her again (in its own
 * transaction) before it writes anything.
 */
export interface ReminderSource {
  /** Every client reminders are for: active, with an account and a schedule. */
  scheduledClients(db: Db): Promise<ScheduledClient[]>;
  /** One of them as she stands now, or null; a check-in cannot commit under this read. */
  scheduledClient(tx: Tx, clientId: string): Promise<ScheduledClient | null>;
  /** Whether she has sent the check-in due on that date. */
  hasCheckedIn(tx: Tx, clientId: string, dueDate: string): Promise<boolean>;
}

/** The source over checkin's own tables (the clients read model and the check-ins). */
export function checkinReminderSource(defaultTimeZone: string): ReminderSource {
  return {
    scheduledClients: (db) => scheduledClients(db, defaultTimeZone),
    scheduledClient: (tx, clientId) => lockScheduledClient(tx, clientId, defaultTimeZone),
    hasCheckedIn: async (tx, clientId, dueDate) => !!(await findWeek(tx, clientId, dueDate)),
  };
}
