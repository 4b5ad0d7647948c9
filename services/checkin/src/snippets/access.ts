import type { Caller } from '@wellness/kit';

/** A reply snippet is its coach's own: only she lists, changes or deletes it. */
export function canUse(caller: Caller, snippet: { coachUserId: string }): boolean {
  return caller.identity.role === 'coach' && snippet.coachUserId === caller.identity.userId;
}
