import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { CheckinDeps } from './deps';
import { clientEvents } from './clients/events';

/**
 * Every event checkin consumes (see EVENT_SUBSCRIPTIONS), one spread per feature: the read model
 * of crm's clients (clients/events.ts).
 */
export function checkinEventHandlers(_deps: CheckinDeps): EventHandlers<Tx> {
  return { ...clientEvents };
}
