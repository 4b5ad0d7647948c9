import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { applySnapshot } from './repository';

/**
 * `client.changed` (from crm), and `clients.imported` (a bulk import's batch of them): the read
 * model of who she is and whose she is. Snapshots apply in the order they happened, whatever
 * order they arrive in.
 */
export const clientEvents: EventHandlers<Tx> = {
  'client.changed': async (event, tx) => {
    await applySnapshot(tx, event.payload, new Date(event.occurredAt));
  },
  'clients.imported': async (event, tx) => {
    for (const client of event.payload.clients)
      await applySnapshot(tx, client, new Date(event.occurredAt));
  },
};
