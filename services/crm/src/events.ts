import type { EventHandlers } from '@wellness/kit';
import type { Tx } from './db';
import { approvalEventHandlers } from './approvals/handlers';
import { invitationEventHandlers } from './invitations/handlers';

/** Every event crm consumes (see EVENT_SUBSCRIPTIONS): registrations and invited accounts. */
export const crmEventHandlers: EventHandlers<Tx> = {
  ...approvalEventHandlers,
  ...invitationEventHandlers,
};
