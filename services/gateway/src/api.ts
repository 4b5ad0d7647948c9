import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { ownerOfApiPath } from '@wellness/contracts';
import type { ServiceName } from '@wellness/contracts';
import { aggregateHealth } from './health';
import { sendJson } from './http-json';
import { isCrossSiteMutation } from './origin-check';
import { proxyRequest } from './proxy';
import { needsIdentity, resolveIdentity } from './session';
import type { Upstream } from './upstreams';

export interface ApiContext {
  upstreams: Record<ServiceName, Upstream>;
  appOrigin: string;
  logger: Logger;
}

/** Everything under /api: health, CSRF origin check, session → identity, then the owning service. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  ctx: ApiContext,
) {
  const path = (req.url ?? '/').split('?')[0];
  // A child logger only when something is logged: this is the hot path.
  const log = () => ctx.logger.child({ requestId });
  if (path === '/api/health') {
    const health = await aggregateHealth(ctx.upstreams);
    return sendJson(res, health.status === 'ready' ? 200 : 503, health, {
      'cache-control': 'no-store',
    });
  }
  const owner = ownerOfApiPath(path);
  if (!owner) {
    return sendJson(res, 404, {
      error: `No API route for ${req.method} ${path}`,
      code: 'NOT_FOUND',
    });
  }
  if (isCrossSiteMutation(req, ctx.appOrigin)) {
    return sendJson(res, 403, {
      error: 'Cross-site request refused. Please use the app at its own address.',
      code: 'FORBIDDEN',
    });
  }
  let identity: string | null = null;
  if (needsIdentity(path, req.headers.cookie)) {
    try {
      identity = await resolveIdentity(ctx.upstreams.auth, req, requestId);
    } catch (error) {
      log().warn({ err: error }, 'session check failed');
      return sendJson(res, 503, {
        error: 'Sign-in is temporarily unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      });
    }
  }
  proxyRequest(req, res, ctx.upstreams[owner], { requestId, identity, log });
}
