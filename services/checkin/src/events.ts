import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { CheckinDeps } from './deps';

/**
 * Every event checkin consumes (see EVENT_SUBSCRIPTIONS), one spread per feature:
 * `{ ...assignmentEvents(deps) }` from `<feature>/events.ts`. None yet.
 */
export function checkinEventHandlers(_deps: CheckinDeps): EventHandlers<Tx> {
  return {};
}
