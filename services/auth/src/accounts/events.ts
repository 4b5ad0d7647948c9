import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import type { AuthDeps } from '../deps';
import { revokeUserSessions } from '../sessions/repository';
import { setActive } from '../users/repository';

/** The coach deactivated a team member (in crm): her sign-in and sessions end at once. */
export function accountEvents(deps: Pick<AuthDeps, 'announceSessionChange'>): EventHandlers<Tx> {
  return {
    'team.member_deactivated': async (event, tx, ctx) => {
      await setActive(tx, event.payload.userId, false);
      await revokeUserSessions(tx, event.payload.userId);
      ctx.afterCommit(() => deps.announceSessionChange(event.payload.userId));
    },
  };
}
