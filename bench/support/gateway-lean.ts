/**
 * WHAT-IF, not production code: the gateway's /api path with the proxy changes proposed in
 * bench/README.md, to measure what they save (BENCH_GATEWAY=lean in bench/gateway-overhead.ts).
 * Same config, same upstream pools, same checks (ownerOfApiPath, CSRF origin check, session →
 * identity, request id, hop-by-hop stripping, x-forwarded-*); it differs only in mechanics:
 *  - headers are forwarded as flat raw-header arrays (no object spread + `delete`, which drops
 *    the objects into slow dictionary mode), both to the upstream and back to the client;
 *  - a request without a body (no content-length / transfer-encoding) is ended at once instead of
 *    `req.pipe(upstreamReq)`;
 *  - no per-request `logger.child()`; one 'finish' listener that only logs failures unless debug.
 * BENCH_LEAN_CLIENT=undici also swaps node:http's Agent/ClientRequest for an undici Pool per
 * upstream (`pool.stream`, writing the answer straight into the response).
 */
import { createServer, request } from 'node:http';
import { Pool } from 'undici';
import type { IncomingHttpHeaders } from 'undici/types/header';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, ownerOfApiPath } from '@wellness/contracts';
import { createLogger, handleShutdown, loadConfig, requestIdFrom } from '@wellness/kit';
import type { Logger } from '@wellness/kit';
import { configSchema } from '../../services/gateway/src/config';
import { createUpstreams } from '../../services/gateway/src/upstreams';
import type { Upstream } from '../../services/gateway/src/upstreams';
import { createStaticSite } from '../../services/gateway/src/static-site';
import { aggregateHealth } from '../../services/gateway/src/health';
import { sendJson } from '../../services/gateway/src/http-json';
import { isCrossSiteMutation } from '../../services/gateway/src/origin-check';
import { needsIdentity, resolveIdentity } from '../../services/gateway/src/session';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

function requestHeaders(req: IncomingMessage, requestId: string, identity: string | null) {
  const raw = req.rawHeaders;
  const out: string[] = [];
  let forwardedFor = '';
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || name === IDENTITY_HEADER || name === REQUEST_ID_HEADER) continue;
    if (name === 'x-forwarded-for') {
      forwardedFor = forwardedFor ? `${forwardedFor}, ${raw[i + 1]}` : raw[i + 1];
      continue;
    }
    if (name === 'x-forwarded-host' || name === 'x-forwarded-proto') continue;
    out.push(raw[i], raw[i + 1]);
  }
  const remote = req.socket.remoteAddress ?? '';
  out.push(
    REQUEST_ID_HEADER,
    requestId,
    'x-forwarded-for',
    forwardedFor ? `${forwardedFor}, ${remote}` : remote,
    'x-forwarded-host',
    req.headers.host ?? '',
    'x-forwarded-proto',
    'encrypted' in req.socket ? 'https' : 'http',
  );
  if (identity) out.push(IDENTITY_HEADER, identity);
  return out;
}

function responseHeaders(raw: string[], requestId: string) {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || name === REQUEST_ID_HEADER) continue;
    out.push(raw[i], raw[i + 1]);
  }
  out.push(REQUEST_ID_HEADER, requestId);
  return out;
}

function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  requestId: string,
  identity: string | null,
  logger: Logger,
) {
  const upstreamReq = request(
    {
      protocol: upstream.url.protocol,
      hostname: upstream.url.hostname,
      port: upstream.url.port,
      method: req.method,
      path: req.url,
      headers: requestHeaders(req, requestId, identity),
      agent: upstream.agent,
    },
    (upstreamRes) => {
      res.writeHead(
        upstreamRes.statusCode ?? 502,
        responseHeaders(upstreamRes.rawHeaders, requestId),
      );
      upstreamRes.pipe(res);
    },
  );
  upstreamReq.on('error', (error) => {
    logger.warn({ err: error, requestId, service: upstream.name }, 'upstream request failed');
    if (res.headersSent) return void res.destroy();
    sendJson(
      res,
      503,
      {
        error: `The ${upstream.name} service is temporarily unavailable. Please try again in a moment.`,
        code: 'UNAVAILABLE',
      },
      { [REQUEST_ID_HEADER]: requestId },
    );
  });
  res.once('close', () => {
    if (!res.writableFinished) upstreamReq.destroy();
  });
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'];
  if (hasBody) req.pipe(upstreamReq);
  else upstreamReq.end();
}

/** The undici variant: same headers, same error answer, no Agent/ClientRequest per request. */
const pools = new Map<string, Pool>();
function proxyUndici(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  requestId: string,
  identity: string | null,
  logger: Logger,
) {
  let pool = pools.get(upstream.name);
  if (!pool) {
    pool = new Pool(upstream.url.origin, { connections: 256, keepAliveTimeout: 30_000 });
    pools.set(upstream.name, pool);
  }
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'];
  pool.stream(
    {
      path: req.url ?? '/',
      method: req.method as 'GET',
      headers: requestHeaders(req, requestId, identity),
      body: hasBody ? req : null,
    },
    ({ statusCode, headers }) => {
      const out: string[] = [];
      for (const [name, value] of Object.entries(headers as IncomingHttpHeaders)) {
        if (HOP_BY_HOP.has(name) || name === REQUEST_ID_HEADER || value === undefined) continue;
        if (Array.isArray(value)) for (const v of value) out.push(name, v);
        else out.push(name, value);
      }
      out.push(REQUEST_ID_HEADER, requestId);
      res.writeHead(statusCode, out);
      return res;
    },
    (error) => {
      if (!error) return;
      logger.warn({ err: error, requestId, service: upstream.name }, 'upstream request failed');
      if (res.headersSent) return void res.destroy();
      sendJson(
        res,
        503,
        {
          error: `The ${upstream.name} service is temporarily unavailable. Please try again in a moment.`,
          code: 'UNAVAILABLE',
        },
        { [REQUEST_ID_HEADER]: requestId },
      );
    },
  );
}
const forward = process.env.BENCH_LEAN_CLIENT === 'undici' ? proxyUndici : proxy;

const config = loadConfig(configSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const upstreams = createUpstreams(config);
const site = createStaticSite(config);
const appOrigin = new URL(config.APP_URL).origin;
const debug = logger.isLevelEnabled('debug');

async function handleApi(req: IncomingMessage, res: ServerResponse, requestId: string) {
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, { [REQUEST_ID_HEADER]: requestId, ...headers });
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path === '/api/health') {
    const health = await aggregateHealth(upstreams);
    return reply(health.status === 'ready' ? 200 : 503, health, {
      'cache-control': 'no-store',
    });
  }
  const owner = ownerOfApiPath(path);
  if (!owner)
    return reply(404, { error: `No API route for ${req.method} ${path}`, code: 'NOT_FOUND' });
  if (isCrossSiteMutation(req, appOrigin))
    return reply(403, {
      error: 'Cross-site request refused. Please use the app at its own address.',
      code: 'FORBIDDEN',
    });
  let identity: string | null = null;
  if (needsIdentity(path, req.headers.cookie)) {
    try {
      identity = await resolveIdentity(upstreams.auth, req, requestId);
    } catch (error) {
      logger.warn({ err: error, requestId }, 'session check failed');
      return reply(503, {
        error: 'Sign-in is temporarily unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      });
    }
  }
  forward(req, res, upstreams[owner], requestId, identity, logger);
}

const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  const started = debug ? process.hrtime.bigint() : 0n;
  res.once('finish', () => {
    if (res.statusCode < 500 && !debug) return;
    const entry = { requestId, method: req.method, url: req.url, status: res.statusCode };
    if (res.statusCode >= 500) logger.warn(entry, 'request failed');
    else logger.debug({ ...entry, ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'request');
  });
  const url = req.url ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
    handleApi(req, res, requestId).catch((error) => {
      logger.error({ err: error, requestId }, 'gateway error');
      if (!res.headersSent)
        sendJson(
          res,
          500,
          { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
          { [REQUEST_ID_HEADER]: requestId },
        );
    });
    return;
  }
  res.setHeader(REQUEST_ID_HEADER, requestId);
  site(req, res);
});
server.listen(config.PORT);
handleShutdown(logger, { shuttingDown: false }, [], { server });
