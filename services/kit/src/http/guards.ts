import type { Role } from '@wellness/contracts';
import { forbidden, unauthenticated } from '../errors';
import type { Identity } from '../identity';
import type { RequestContext } from './context';

/** The signed-in identity, or a 401 the client understands. */
export function requireIdentity(ctx: RequestContext): Identity {
  if (!ctx.identity) throw unauthenticated();
  return ctx.identity;
}

/** The signed-in identity with one of the roles, or 401/403. */
export function requireRole(ctx: RequestContext, ...roles: Role[]): Identity {
  const identity = requireIdentity(ctx);
  if (!roles.includes(identity.role)) throw forbidden();
  return identity;
}
