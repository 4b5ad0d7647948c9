import type { Request } from 'express';
import { deviceTokenOf, sessionTokenOf } from './sessions/cookies';

/**
 * Who is asking on one of auth's public endpoints, where nobody need be signed in: her address
 * and browser, her session and device cookies if she has them, and the request's correlation id.
 */
export interface Visitor {
  ip: string;
  userAgent?: string;
  correlationId: string;
  sessionToken?: string;
  /** Marks a browser that signed in before (see login/devices.ts). */
  deviceToken?: string;
}

export function visitorOf(req: Request): Visitor {
  return {
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent'),
    correlationId: req.ctx.correlationId,
    sessionToken: sessionTokenOf(req),
    deviceToken: deviceTokenOf(req),
  };
}
