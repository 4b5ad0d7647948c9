import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { applySnapshot } from './repository';

/**
 * `client.changed` (from crm): the read model of who she is and whose she is, from each client's
 * snapshot. Snapshots apply in the order they happened, whatever order they arrive in.
 */
export const clientEvents: EventHandlers<Tx> = {
  'client.changed': async (event, tx) => {
    for (const client of event.payload.clients)
      await applySnapshot(tx, client, new Date(event.occurredAt));
  },
};
