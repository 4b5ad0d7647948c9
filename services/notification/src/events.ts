import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { NotificationDeps } from './deps';
import { emailEvents } from './emails/events';

/** Every event notification consumes (see EVENT_SUBSCRIPTIONS): each asks for emails. */
export function notificationEventHandlers(deps: NotificationDeps): EventHandlers<Tx> {
  return { ...emailEvents(deps) };
}
