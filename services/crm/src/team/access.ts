import type { Caller } from '@wellness/kit';

/** A coach may deactivate any member of the team but herself. */
export function canDeactivate(caller: Caller, member: { userId: string | null }): boolean {
  return member.userId !== caller.identity.userId;
}
