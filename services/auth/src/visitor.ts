import type { Request } from 'express';
import { sessionTokenOf } from './sessions/cookies';

/**
 * Who is asking on one of auth's public endpoints, where nobody need be signed in: her address
 * and browser, her session cookie if she has one, and the request's correlation id.
 */
export interface Visitor {
  ip: string;
  userAgent?: string;
  correlationId: string;
  sessionToken?: string;
}

export function visitorOf(req: Request): Visitor {
  return {
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent'),
    correlationId: req.ctx.correlationId,
    sessionToken: sessionTokenOf(req),
  };
}
