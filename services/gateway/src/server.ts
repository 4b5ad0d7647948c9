import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '@wellness/contracts';
import { requestIdFrom } from '@wellness/kit';
import type { Lifecycle, SessionDirectory } from '@wellness/kit';
import type { GatewayConfig } from './config';
import { handleApi } from './api';
import { createClientResolver, createForwardedSigner } from './client-address';
import { sendJson } from './http-json';
import { createOps, createOpsBoardHandler, isOpsBoardPath } from './ops-board';
import type { Ops } from './ops-board';
import { SessionResolver } from './session';
import { SessionCache } from './session-cache';
import { createSecurityHeaders } from './security-headers';
import { createStaticSite } from './static-site';
import { createUpstreams } from './upstreams';
import { handleUnsubscribe, isUnsubscribePath } from './unsubscribe';

/** What main.ts (or a test) builds and owns, and closes on shutdown. */
export interface GatewayParts {
  lifecycle?: Lifecycle;
  sessionCache?: SessionCache;
  /** Live sessions shared by auth (needs REDIS_URL); without it every cache miss asks auth. */
  sessionDirectory?: SessionDirectory | null;
  /** The ops board and queue counts. */
  ops?: Ops;
}

/**
 * The one origin: /api/* is proxied on a lean path, /unsubscribe/* is notification's public page,
 * /ops/queues is the coach's queue board, and everything else is the static site.
 */
export function createGateway(
  config: GatewayConfig,
  logger: Logger,
  {
    lifecycle = { shuttingDown: false },
    sessionCache = new SessionCache(config.SESSION_CACHE_TTL_MS),
    sessionDirectory = null,
    ops = createOps(config),
  }: GatewayParts = {},
): Server {
  const upstreams = createUpstreams(config);
  const security = createSecurityHeaders(config);
  const clientOf = createClientResolver(config.TRUSTED_PROXIES);
  const sessions = new SessionResolver(
    upstreams.auth,
    sessionCache,
    sessionDirectory
      ? { directory: sessionDirectory, identitySecret: config.IDENTITY_SECRET, logger }
      : null,
  );
  const site = createStaticSite(config, security, logger, { sessions, upstreams });
  const apiContext = {
    upstreams,
    sessions,
    appOrigin: new URL(config.APP_URL).origin,
    signForwarded: createForwardedSigner(config.IDENTITY_SECRET),
    logger,
    queueCounter: ops.counter,
  };
  const opsBoard = createOpsBoardHandler({ ...apiContext, ops, config });
  return createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const client = clientOf(req);
    // Before anything else: every answer carries them, the services' and the error pages too.
    security.apply(req, res, client.proto === 'https');
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const entry = {
        requestId,
        method: req.method,
        url: req.url,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      };
      if (res.statusCode >= 500) logger.warn(entry, 'request failed');
      else logger.debug(entry, 'request');
    });
    const url = req.url ?? '/';
    // The gateway's own probes: alive, and ready unless shutting down (services have /api/health).
    if (url === '/health' || url === '/ready') {
      const ready = url === '/health' || !lifecycle.shuttingDown;
      sendJson(res, ready ? 200 : 503, {
        service: 'gateway',
        status: ready ? 'ok' : 'shutting down',
      });
      return;
    }
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      handleApi(req, res, requestId, client, apiContext).catch((error) => {
        logger.error({ err: error, requestId }, 'gateway error');
        if (!res.headersSent)
          sendJson(res, 500, {
            error: 'Something went wrong on our side. Please try again.',
            code: 'INTERNAL',
          });
      });
      return;
    }
    if (isUnsubscribePath(url)) {
      handleUnsubscribe(req, res, requestId, client, apiContext);
      return;
    }
    if (isOpsBoardPath(url.split('?')[0])) {
      opsBoard(req, res, requestId).catch((error: unknown) => {
        logger.error({ err: error, requestId }, 'ops board error');
        if (!res.headersSent)
          sendJson(res, 500, { error: 'Something went wrong.', code: 'INTERNAL' });
      });
      return;
    }
    site(req, res);
  });
}
