import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { NotificationDeps } from './deps';
import { clientEvents } from './clients/events';
import { emailEvents } from './emails/events';

/**
 * Every event notification consumes (see EVENT_SUBSCRIPTIONS), one spread per feature: emails,
 * and the read model of crm's clients that conversations are opened from (clients/events.ts).
 */
export function notificationEventHandlers(deps: NotificationDeps): EventHandlers<Tx> {
  return { ...emailEvents(deps), ...clientEvents };
}
