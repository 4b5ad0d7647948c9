import { request } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@wellness/contracts';
import { sendJson } from './http-json';
import type { Upstream } from './upstreams';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
];

function forwardedHeaders(
  req: IncomingMessage,
  requestId: string,
  identity: string | null,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  // Only the gateway vouches for identity: whatever the client sent is dropped.
  delete headers[IDENTITY_HEADER];
  if (identity) headers[IDENTITY_HEADER] = identity;
  headers[REQUEST_ID_HEADER] = requestId;
  const remote = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${remote}` : remote;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'encrypted' in req.socket ? 'https' : 'http';
  return headers;
}

/** Streams the request to the owning service over its keep-alive pool and the answer back. */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  context: { requestId: string; identity: string | null; log: Logger },
) {
  const upstreamReq = request(
    {
      protocol: upstream.url.protocol,
      hostname: upstream.url.hostname,
      port: upstream.url.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req, context.requestId, context.identity),
      agent: upstream.agent,
    },
    (upstreamRes) => {
      const headers = { ...upstreamRes.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      res.writeHead(upstreamRes.statusCode ?? 502, headers);
      upstreamRes.pipe(res);
    },
  );
  upstreamReq.on('error', (error: NodeJS.ErrnoException) => {
    context.log.warn({ err: error, service: upstream.name }, 'upstream request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendJson(res, 503, {
      error: `The ${upstream.name} service is temporarily unavailable. Please try again in a moment.`,
      code: 'UNAVAILABLE',
    });
  });
  res.on('close', () => {
    if (!res.writableFinished) upstreamReq.destroy();
  });
  req.pipe(upstreamReq);
}
