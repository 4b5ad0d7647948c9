import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@wellness/contracts';
import { identityVerifier } from '../identity';
import type { HttpMetrics } from './metrics';

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Accepts a well-formed incoming request id (from the gateway) or mints one. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

export function requestContext(logger: Logger, identitySecret: string, metrics: HttpMetrics) {
  const verifyIdentity = identityVerifier(identitySecret);
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const correlationHeader = req.headers['x-correlation-id'];
    const correlationId =
      typeof correlationHeader === 'string' && SAFE_ID.test(correlationHeader)
        ? correlationHeader
        : requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // Answers are one person's data: kept in no cache (a route that may be cached says so itself).
    res.setHeader('cache-control', 'no-store');
    const identity = verifyIdentity(req.headers[IDENTITY_HEADER] as string | undefined);
    const log = logger.child({ requestId, correlationId });
    req.ctx = { identity, requestId, correlationId, ip: req.ip ?? '', log };
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route =
        (req.route?.path as string | undefined) ??
        (res.statusCode === 404 ? 'unmatched' : req.path);
      metrics.observe(req.method, route, res.statusCode, seconds);
      const entry = {
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        ms: Math.round(seconds * 1000),
        userId: identity?.userId,
      };
      if (res.statusCode >= 500) log.error(entry, 'request failed');
      else log.info(entry, 'request');
    });
    next();
  };
}
