import type { Caller } from '@wellness/kit';
import type { Db, Tx } from './db';
import { fullName } from './people';
import { findTeamMemberByUserId } from './team/repository';

/** Who did something, as notes and the timeline name her. */
export interface Actor {
  userId: string;
  name: string;
}

/** The caller as named in notes and the timeline: her team record's full name, else her first name. */
export async function actorOf(db: Db | Tx, caller: Caller): Promise<Actor> {
  const member = await findTeamMemberByUserId(db, caller.identity.userId);
  return {
    userId: caller.identity.userId,
    name: member ? fullName(member) : caller.identity.firstName,
  };
}
