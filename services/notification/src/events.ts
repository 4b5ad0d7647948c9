import { mergeEventHandlers } from '@wellness/kit';
import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { NotificationDeps } from './deps';
import { clientEvents } from './clients/events';
import { emailEvents } from './emails/events';

/**
 * Every event notification consumes (see EVENT_SUBSCRIPTIONS), one list per feature: emails, and
 * the read model of crm's clients (clients/events.ts). Where two features handle one event, each
 * runs, in this order, in the event's transaction.
 */
export function notificationEventHandlers(deps: NotificationDeps): EventHandlers<Tx> {
  return mergeEventHandlers(emailEvents(deps), clientEvents);
}
