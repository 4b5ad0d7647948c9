import type { RequestHandler } from 'express';
import type { Role } from '@wellness/contracts';
import { forbidden, unauthenticated } from '../errors';
import type { EventContext } from '../events/envelope';
import type { Identity } from '../identity';
import type { RequestContext } from './context';

/** Who is asking, as a handler sees it: the verified identity and the request's correlation id. */
export interface Caller {
  identity: Identity;
  correlationId: string;
}

/** The signed-in identity, or a 401 the client understands. */
export function requireIdentity(ctx: RequestContext): Identity {
  if (!ctx.identity) throw unauthenticated();
  return ctx.identity;
}

/** The signed-in caller of a request (401 when there is none). */
export function callerOf(ctx: RequestContext): Caller {
  return { identity: requireIdentity(ctx), correlationId: ctx.correlationId };
}

/**
 * The one role guard: a router declares it once (`router.use(allowRoles('coach'))`) and every
 * endpoint below it answers 401 to anonymous callers and 403 to other roles.
 */
export function allowRoles(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const identity = requireIdentity(req.ctx);
    if (!roles.includes(identity.role)) throw forbidden();
    next();
  };
}

/** The context of an event recorded on the caller's behalf. */
export function eventContextOf(caller: Caller): EventContext {
  return {
    correlationId: caller.correlationId,
    actor: { userId: caller.identity.userId, role: caller.identity.role },
  };
}
