import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { ownerOfApiPath } from '@wellness/contracts';
import type { ServiceName } from '@wellness/contracts';
import type { ForwardedClient, QueueCounter } from '@wellness/kit';
import type { Client } from './client-address';
import { aggregateHealth } from './health';
import { sendJson } from './http-json';
import { isCrossSiteMutation } from './origin-check';
import { proxyRequest } from './proxy';
import { needsIdentity, sessionTokenOf } from './session';
import type { SessionResolver } from './session';
import type { Upstream } from './upstreams';

const CURRENT_USER_PATH = '/api/auth/user';
const LOGOUT_PATH = '/api/auth/logout';

export interface ApiContext {
  upstreams: Record<ServiceName, Upstream>;
  sessions: SessionResolver;
  appOrigin: string;
  /** Signs the forwarded client address (IDENTITY_SECRET). */
  signForwarded: (forwarded: ForwardedClient) => string;
  logger: Logger;
  /** Every queue's job counts for /api/health (null without Redis). */
  queueCounter: QueueCounter | null;
}

/** Everything under /api: health, CSRF origin check, session → identity, then the owning service. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  client: Client,
  ctx: ApiContext,
) {
  const path = (req.url ?? '/').split('?')[0];
  // A child logger only when something is logged: this is the hot path.
  const log = () => ctx.logger.child({ requestId });
  if (path === '/api/health') {
    const health = await aggregateHealth(ctx.upstreams, ctx.queueCounter);
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
  if (isCrossSiteMutation(req, path, ctx.appOrigin)) {
    return sendJson(res, 403, {
      error: 'Cross-site request refused. Please use the app at its own address.',
      code: 'FORBIDDEN',
    });
  }
  const token = sessionTokenOf(req.headers.cookie);
  if (token && path === LOGOUT_PATH) {
    // Signed out here means signed out on the very next request, whatever auth announces later.
    ctx.sessions.cache.forget(token);
    res.on('finish', () => ctx.sessions.cache.forget(token));
  }
  const wantsUser = path === CURRENT_USER_PATH && req.method === 'GET';
  let identity: string | null = null;
  if (token && (wantsUser || needsIdentity(path))) {
    let session;
    try {
      session = await ctx.sessions.resolve(token, requestId);
    } catch (error) {
      log().warn({ err: error }, 'session check failed');
      return sendJson(res, 503, {
        error: 'Sign-in is temporarily unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      });
    }
    // The current user is the session's user: answered here, without a second hop to auth.
    if (wantsUser && session)
      return sendJson(res, 200, session.user, { 'cache-control': 'no-store' });
    if (!wantsUser) identity = session?.identity ?? null;
  }
  proxyRequest(req, res, ctx.upstreams[owner], {
    requestId,
    identity,
    client,
    sign: ctx.signForwarded,
    log,
    sessionsChanged: (userId) => ctx.sessions.cache.forgetUser(userId),
  });
}
