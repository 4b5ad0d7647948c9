import { recordEventOnce } from '@wellness/kit';
import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import type { AuthDeps } from '../deps';
import { eraseAccount } from './repository';

/**
 * `client.erasure_requested` (crm, the saga): her account goes, with every session (she is signed
 * out everywhere at once), then auth confirms, once per request however often crm asks.
 */
export function erasureEvents(deps: Pick<AuthDeps, 'announceSessionChange'>): EventHandlers<Tx> {
  return {
    'client.erasure_requested': async (event, tx, ctx) => {
      const { requestId, userId, email } = event.payload;
      const erased = await eraseAccount(tx, { userId, email });
      await recordEventOnce(
        tx,
        `erasure-confirmed:${requestId}:auth`,
        'client.erasure_confirmed',
        { requestId, service: 'auth', erased },
        { correlationId: event.correlationId, actor: { service: 'auth' } },
      );
      if (userId) ctx.afterCommit(() => deps.announceSessionChange(userId));
    },
  };
}
