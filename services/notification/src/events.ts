import { mergeEventHandlers } from '@wellness/kit';
import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { NotificationDeps } from './deps';
import { automationEvents } from './automations/events';
import { clientEvents } from './clients/events';
import { emailEvents } from './emails/events';
import { erasureEvents } from './erasure/events';
import { archivePartEventsOf } from './archive-part/events';

/**
 * Every event notification consumes (see EVENT_SUBSCRIPTIONS), one list per feature: emails,
 * automations (triggers and exits), and the read model of crm's clients (clients/events.ts).
 * Where several handle one event, each runs, in this order, in the event's transaction:
 * automations before the read model, so that on `client.changed` they still see her previous
 * status (pending → active starts the welcome series).
 */
export function notificationEventHandlers(deps: NotificationDeps): EventHandlers<Tx> {
  return mergeEventHandlers(
    emailEvents(deps),
    automationEvents(deps),
    clientEvents,
    erasureEvents(deps),
    archivePartEventsOf(deps),
  );
}
