import { z } from 'zod';
import type { Role } from '@wellness/contracts';
import { forbidden, notFound, requireIdentity } from '@wellness/kit';
import type { EventContext, Identity, RequestContext } from '@wellness/kit';
import type { Db, Tx } from './db';

/** Who is asking, as a handler sees it: the verified identity and the request's correlation id. */
export interface Caller {
  identity: Identity;
  correlationId: string;
}

/** The signed-in caller of a request (401 when there is none). */
export function callerOf(ctx: RequestContext): Caller {
  return { identity: requireIdentity(ctx), correlationId: ctx.correlationId };
}

/** 403 unless the caller has one of the roles. */
export function assertRole(caller: Caller, ...roles: Role[]): void {
  if (!roles.includes(caller.identity.role)) throw forbidden();
}

/** The context of an event recorded on the caller's behalf. */
export function eventContextOf(caller: Caller): EventContext {
  return {
    correlationId: caller.correlationId,
    actor: { userId: caller.identity.userId, role: caller.identity.role },
  };
}

const uuid = z.uuid();

/** A path id: anything that is not a uuid cannot name a record, so it is simply not found. */
export function parseId(value: unknown, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id fit for a uuid column, or null (ids come from auth and are uuids; this is a guard). */
export const uuidOrNull = (value: string | null | undefined): string | null =>
  value && UUID.test(value) ? value : null;

export interface Actor {
  userId: string;
  name: string;
}

/** The caller as named in notes and the timeline: her team record's full name, else her first name. */
export async function actorOf(db: Db | Tx, caller: Caller): Promise<Actor> {
  const member = await db.teamMember.findUnique({
    where: { userId: caller.identity.userId },
    select: { firstName: true, lastName: true },
  });
  return {
    userId: caller.identity.userId,
    name: member ? `${member.firstName} ${member.lastName}` : caller.identity.firstName,
  };
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
