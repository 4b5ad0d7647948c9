import type { Logger } from 'pino';
import type { Identity } from '../identity';

/** What a handler knows about the request: who asks, and ids for logs and events. */
export interface RequestContext {
  identity: Identity | null;
  requestId: string;
  correlationId: string;
  ip: string;
  log: Logger;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}
