import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { lockClient } from '../clients/repository';
import { saveTagChange } from './handlers';
import { applyTagRequest } from './tag-sets';

/**
 * `client.tags_change_requested`: an automation's step adds or removes her tags. Set semantics, so
 * a second delivery (or a request for what she already has) changes nothing and says nothing; a
 * change is a timeline line naming the automation and a `client.changed` snapshot.
 */
export const tagEvents: EventHandlers<Tx> = {
  'client.tags_change_requested': async (event, tx, ctx) => {
    const { clientId, add, remove, requestedBy } = event.payload;
    const client = await lockClient(tx, clientId);
    if (!client) {
      ctx.log.warn({ clientId }, 'tags requested for a client crm does not have; nothing to do');
      return;
    }
    const { rejected, ...change } = applyTagRequest(client.tags, { add, remove });
    if (rejected.length) ctx.log.warn({ clientId, rejected, requestedBy }, 'tags left out');
    await saveTagChange(tx, client, change, {
      actor: null,
      by: requestedBy,
      context: { correlationId: event.correlationId, actor: { service: 'crm' } },
    });
  },
};
