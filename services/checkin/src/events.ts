import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { CheckinDeps } from './deps';
import { clientEvents } from './clients/events';
import { erasureEvents } from './erasure/events';
import { archivePartEventsOf } from './archive-part/events';

/**
 * Every event checkin consumes (see EVENT_SUBSCRIPTIONS), one spread per feature: the read model
 * of crm's clients (clients/events.ts), and a client's erasure (erasure/events.ts).
 */
export function checkinEventHandlers(deps: CheckinDeps): EventHandlers<Tx> {
  return { ...clientEvents, ...erasureEvents(deps), ...archivePartEventsOf(deps) };
}
