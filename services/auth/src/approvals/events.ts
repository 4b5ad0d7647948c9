import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import type { AuthDeps } from '../deps';
import { revokeUserSessions } from '../sessions/repository';
import { findUserById, updateApproval } from '../users/repository';

/** The coach decided on a registration (in crm): the account may sign in, or never. */
export function approvalEvents(deps: Pick<AuthDeps, 'announceSessionChange'>): EventHandlers<Tx> {
  return {
    'approval.decided': async (event, tx, ctx) => {
      const { userId, decision, reason } = event.payload;
      if (!(await findUserById(tx, userId))) {
        ctx.log.warn({ userId }, 'approval decided for an unknown user');
        return;
      }
      await updateApproval(tx, userId, decision, decision === 'rejected' ? (reason ?? null) : null);
      if (decision === 'rejected') await revokeUserSessions(tx, userId);
      ctx.afterCommit(() => deps.announceSessionChange(userId));
    },
  };
}
