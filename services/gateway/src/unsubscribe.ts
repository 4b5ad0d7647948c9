import type { IncomingMessage, ServerResponse } from 'node:http';
import { UNSUBSCRIBE_PATH } from '@wellness/contracts';
import type { ApiContext } from './api';
import type { Client } from './client-address';
import { sendJson } from './http-json';
import { isCrossSiteMutation } from './origin-check';
import { proxyRequest } from './proxy';

/** The page (GET), and the one-click or the page's form (POST): nothing else gets through. */
const UNSUBSCRIBE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** `/unsubscribe/:token` (GET and POST): notification's public unsubscribe page and one-click. */
export const isUnsubscribePath = (url: string) => url.startsWith(`${UNSUBSCRIBE_PATH}/`);

/**
 * Proxied to notification with no identity: whoever holds the link may use it, signed in or not
 * (a mail provider's one-click POST has no session and no Origin; its path is exempt from the
 * origin check, origin-check.ts). The page brings its own Content-Security-Policy, which replaces
 * the gateway's.
 */
export function handleUnsubscribe(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  client: Client,
  ctx: ApiContext,
) {
  const path = (req.url ?? '/').split('?')[0];
  if (!UNSUBSCRIBE_METHODS.has(req.method ?? 'GET')) {
    return sendJson(
      res,
      405,
      { error: 'Use GET or POST', code: 'METHOD_NOT_ALLOWED' },
      {
        allow: 'GET, HEAD, POST',
      },
    );
  }
  if (isCrossSiteMutation(req, path, ctx.appOrigin)) {
    return sendJson(res, 403, {
      error: 'Cross-site request refused. Please use the app at its own address.',
      code: 'FORBIDDEN',
    });
  }
  proxyRequest(req, res, ctx.upstreams.notification, {
    requestId,
    identity: null,
    client,
    sign: ctx.signForwarded,
    log: () => ctx.logger.child({ requestId }),
    sessionsChanged: (userId) => ctx.sessions.cache.forgetUser(userId),
  });
}
