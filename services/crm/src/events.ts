import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import { approvalEvents } from './approvals/events';
import { checkinEvents } from './checkins/events';
import { invitationEvents } from './invitations/events';
import { nutritionEvents } from './nutrition/events';

/**
 * The one list of the events crm consumes (see EVENT_SUBSCRIPTIONS), each handled in its
 * feature's events.ts: registrations (approvals), invited accounts (invitations), and the
 * client's onboarding and check-ins (checkins), and her published nutrition plans (nutrition).
 */
export const crmEventHandlers: EventHandlers<Tx> = {
  ...approvalEvents,
  ...invitationEvents,
  ...checkinEvents,
  ...nutritionEvents,
};
