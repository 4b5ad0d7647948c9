import type { Clock, EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import { dunningEvents } from './dunning/events';
import type { DunningQueue } from './dunning/jobs';
import { approvalEvents } from './approvals/events';
import { checkinEvents } from './checkins/events';
import { invitationEvents } from './invitations/events';
import { nutritionEvents } from './nutrition/events';

/**
 * The one list of the events crm consumes (see EVENT_SUBSCRIPTIONS), each handled in its
 * feature's events.ts: registrations (approvals), invited accounts (invitations), the client's
 * onboarding and check-ins (checkins), her published nutrition plans (nutrition), and crm's own
 * payment events, which drive dunning.
 */
export const crmEventHandlers: EventHandlers<Tx> = {
  ...approvalEvents,
  ...invitationEvents,
  ...checkinEvents,
  ...nutritionEvents,
};

/** The list as the worker runs it: with dunning, which needs its queue and clock. */
export const crmWorkerEventHandlers = (dunning: DunningQueue, clock: Clock): EventHandlers<Tx> => ({
  ...crmEventHandlers,
  ...dunningEvents(dunning, clock),
});
