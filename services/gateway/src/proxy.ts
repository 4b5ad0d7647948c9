import { request } from 'node:http';
import { pipeline } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, SESSION_CHANGE_HEADER } from '@wellness/contracts';
import { FORWARDED_SIGNATURE_HEADER } from '@wellness/kit';
import type { ForwardedClient } from '@wellness/kit';
import type { Client } from './client-address';
import { answerEncoding, compressor } from './compress-answer';
import { sendJson } from './http-json';
import type { Upstream } from './upstreams';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);
/** Set by the gateway alone: whatever a client sends under these names is dropped. */
const GATEWAY_OWNED = new Set([
  ...HOP_BY_HOP,
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  FORWARDED_SIGNATURE_HEADER,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
]);

export interface ProxyContext {
  requestId: string;
  identity: string | null;
  /** The client as the gateway decided it (client-address.ts). */
  client: Client;
  /** Signs the forwarded client for the services (client-address.ts createForwardedSigner). */
  sign: (forwarded: ForwardedClient) => string;
  log: () => Logger;
  /** Called before the answer is passed on when a service says a user's sessions changed. */
  sessionsChanged: (userId: string) => void;
}

/**
 * The request headers for the service as raw pairs (no object rebuild on the hot path). The
 * X-Forwarded-* headers are the gateway's own, whatever the client sent, and signed: services
 * believe nothing else (kit http/forwarded.ts).
 */
function forwardedHeaders(req: IncomingMessage, context: ProxyContext): string[] {
  const headers: string[] = [];
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (!GATEWAY_OWNED.has(raw[i].toLowerCase())) headers.push(raw[i], raw[i + 1]);
  }
  if (context.identity) headers.push(IDENTITY_HEADER, context.identity);
  const forwarded: ForwardedClient = {
    for: context.client.address,
    proto: context.client.proto,
    host: req.headers.host ?? '',
  };
  headers.push(
    REQUEST_ID_HEADER,
    context.requestId,
    'x-forwarded-for',
    forwarded.for,
    'x-forwarded-host',
    forwarded.host,
    'x-forwarded-proto',
    forwarded.proto,
    FORWARDED_SIGNATURE_HEADER,
    context.sign(forwarded),
  );
  return headers;
}

/**
 * The service's answer headers as an object, repeated names (several Set-Cookie) kept as arrays:
 * writeHead() merges an array form by name once any header was set, which would drop repeats.
 */
function responseHeaders(raw: string[], requestId: string): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || name === SESSION_CHANGE_HEADER) continue;
    const existing = headers[name];
    if (existing === undefined) headers[name] = raw[i + 1];
    else
      headers[name] = Array.isArray(existing) ? [...existing, raw[i + 1]] : [existing, raw[i + 1]];
  }
  headers[REQUEST_ID_HEADER] = requestId;
  return headers;
}

function hasBody(req: IncomingMessage): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}

const isEventStream = (req: IncomingMessage) =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/event-stream');

/** Streams the request to the owning service over its keep-alive pool and the answer back. */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  context: ProxyContext,
) {
  const upstreamReq = request(
    {
      protocol: upstream.url.protocol,
      hostname: upstream.url.hostname,
      port: upstream.url.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req, context),
      agent: isEventStream(req) ? upstream.streamAgent : upstream.agent,
    },
    (upstreamRes) => {
      const changed = upstreamRes.headers[SESSION_CHANGE_HEADER];
      if (typeof changed === 'string') context.sessionsChanged(changed);
      const status = upstreamRes.statusCode ?? 502;
      const headers = responseHeaders(upstreamRes.rawHeaders, context.requestId);
      const bodiless = req.method === 'HEAD' || status === 204 || status === 304;
      const encoding = bodiless
        ? undefined
        : answerEncoding(req.headers['accept-encoding'], headers);
      if (!encoding) {
        res.writeHead(status, headers);
        upstreamRes.pipe(res);
        return;
      }
      delete headers['content-length'];
      headers['content-encoding'] = encoding;
      headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
      res.writeHead(status, headers);
      pipeline(upstreamRes, compressor(encoding), res, (error) => {
        if (error && !clientGone)
          context.log().warn({ err: error, service: upstream.name }, 'compressed answer cut short');
      });
    },
  );
  let clientGone = false;
  upstreamReq.on('error', (error: NodeJS.ErrnoException) => {
    // The browser went away first (navigation, closed tab): we cut the service's request ourselves.
    if (clientGone) {
      context
        .log()
        .debug({ service: upstream.name }, 'client closed the request before the answer');
      return;
    }
    context.log().warn({ err: error, service: upstream.name }, 'upstream request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = `The ${upstream.name} service is temporarily unavailable. Please try again in a moment.`;
    sendJson(res, 503, { error: message, code: 'UNAVAILABLE' });
  });
  res.on('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    upstreamReq.destroy();
  });
  if (hasBody(req)) req.pipe(upstreamReq);
  else upstreamReq.end();
}
