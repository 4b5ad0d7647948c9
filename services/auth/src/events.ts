import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import type { AuthDeps } from './deps';
import { accountEvents } from './accounts/events';
import { approvalEvents } from './approvals/events';
import { invitationEvents } from './invitations/events';
import { erasureEvents } from './erasure/events';
import { archivePartEventsOf } from './archive-part/events';

/** Every event auth consumes (see EVENT_SUBSCRIPTIONS): crm's invitations, decisions and deactivations. */
export function authEventHandlers(deps: AuthDeps): EventHandlers<Tx> {
  return {
    ...invitationEvents(deps),
    ...approvalEvents(deps),
    ...accountEvents(deps),
    ...erasureEvents(deps),
    ...archivePartEventsOf(deps),
  };
}
