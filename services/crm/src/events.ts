import { mergeEventHandlers } from '@wellness/kit';
import type { Clock, EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import { billingEvents } from './billing/events';
import { dunningEvents } from './dunning/events';
import type { DunningQueue } from './dunning/jobs';
import type { StripeGateway } from './stripe/gateway';
import { approvalEvents } from './approvals/events';
import { checkinEvents } from './checkins/events';
import { invitationEvents } from './invitations/events';
import { nutritionEvents } from './nutrition/events';
import { tagEvents } from './tags/events';
import { activityEvents } from './activity/events';
import { dataRequestEvents } from './data-requests/events';
import { auditEvents } from './audit/events';
import { archiveEvents } from './archives/events';
import type { ArchiveEventDeps } from './archives/events';
import { archivePartEventsOf } from './archive-part/events';
import type { ArchivePartDeps } from '@wellness/kit';

/**
 * The one list of the events crm consumes (see EVENT_SUBSCRIPTIONS), each handled in its
 * feature's events.ts: registrations (approvals), invited accounts (invitations), the client's
 * onboarding and check-ins (checkins), her published nutrition plans (nutrition), automations'
 * tag changes (tags) and notices to the coach (activity), and crm's own payment events, which
 * drive dunning.
 */
export const crmEventHandlers: EventHandlers<Tx> = mergeEventHandlers(
  approvalEvents,
  invitationEvents,
  checkinEvents,
  nutritionEvents,
  tagEvents,
  activityEvents,
  dataRequestEvents,
  auditEvents,
);

/**
 * The list as the worker runs it: with crm's own payment events, which need its queue and Stripe
 * (a payment stops dunning, and a last instalment ends its Stripe subscription), and the archives'
 * parts, which need the archives queue and the file store (tests of other features leave them out).
 */
export const crmWorkerEventHandlers = (worker: {
  dunning: DunningQueue;
  clock: Clock;
  stripe: StripeGateway | null;
  archives?: Omit<ArchiveEventDeps, 'clock'>;
  /** Writes crm's own part of an archive (archive-part/). */
  archivePart?: ArchivePartDeps;
}): EventHandlers<Tx> =>
  mergeEventHandlers(
    crmEventHandlers,
    dunningEvents(worker.dunning, worker.clock),
    billingEvents(worker.stripe),
    worker.archives ? archiveEvents({ ...worker.archives, clock: worker.clock }) : {},
    worker.archivePart ? archivePartEventsOf(worker.archivePart) : {},
  );
