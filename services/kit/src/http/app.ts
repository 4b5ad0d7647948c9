import express from 'express';
import type { Express, NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { toHttpError } from '../errors';
import { createHttpMetrics } from './metrics';
import { requestContext } from './request-context';
import { trustSignedForwarding } from './forwarded';
import { mountHealth } from './health';
import type { Lifecycle, ReadinessCheck } from './health';
import { registerQueueGauges } from '../events/queue-metrics';
import type { QueueCounter } from '../events/queue-metrics';

export interface HttpAppOptions {
  service: string;
  logger: Logger;
  identitySecret: string;
  readiness: ReadinessCheck[];
  lifecycle: Lifecycle;
  routes: (app: Express) => void;
  bodyLimit?: string;
  /**
   * Paths whose body is kept as the raw bytes (a Buffer in `req.body`), not parsed: a signed body
   * (a Stripe webhook) must be verified byte for byte.
   */
  rawBodyPaths?: readonly string[];
  /** The queues this service produces or consumes: their job counts join `/metrics`. */
  queueCounter?: QueueCounter;
  /** Whether routes read cookies (`req.cookies`): only auth's do, so the others skip parsing them. */
  cookies?: boolean;
}

/** An Express app with the kit's request ids, identity, logs, metrics, health and error translation. */
export function createHttpApp(options: HttpAppOptions): Express {
  const { service, logger, identitySecret, readiness, lifecycle, routes } = options;
  const metrics = createHttpMetrics(service);
  if (options.queueCounter) registerQueueGauges(metrics.registry, options.queueCounter);
  const app = express();
  app.disable('x-powered-by');
  // Answers are not cached (request-context.ts sends no-store), so hashing each for an ETag is waste.
  app.disable('etag');
  // The client address is the one the gateway signed, else the socket's (see forwarded.ts): the
  // unsigned X-Forwarded-* headers are dropped first, then one hop (the gateway's) is trusted.
  app.use(trustSignedForwarding(identitySecret));
  app.set('trust proxy', 1);
  mountHealth(app, service, readiness, lifecycle, metrics);
  app.use(requestContext(logger, identitySecret, metrics));
  for (const path of options.rawBodyPaths ?? []) {
    // express.json skips a body another parser has read, so these stay Buffers.
    app.use(path, express.raw({ type: () => true, limit: options.bodyLimit ?? '1mb' }));
  }
  app.use(express.json({ limit: options.bodyLimit ?? '1mb' }));
  if (options.cookies) app.use(cookieParser());
  routes(app);
  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: `No route for ${req.method} ${req.path}`, code: 'NOT_FOUND' });
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = toHttpError(error);
    const log = req.ctx?.log ?? logger;
    if (status >= 500) log.error({ err: error }, 'unhandled error');
    else log.debug({ code: body.code, status }, body.error);
    if (res.headersSent) return;
    res.status(status).json(body);
  });
  return app;
}
