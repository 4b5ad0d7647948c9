import type { IncomingMessage } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The only state-changing requests that need no Origin: each proves itself another way, and no
 * browser sends them. Add to this list only with the reason beside it (and in README's Security).
 */
export const ORIGIN_CHECK_EXEMPT_PATHS: ReadonlyMap<string, string> = new Map([
  [
    '/api/payments/stripe/webhook',
    'Stripe calls it server to server; it carries a Stripe-Signature',
  ],
  ['/health', "the gateway's liveness probe: answers any method, changes nothing"],
  ['/ready', "the gateway's readiness probe: answers any method, changes nothing"],
  ['/api/health', 'the aggregated readiness of the services: changes nothing'],
  [
    '/unsubscribe/:token',
    'RFC 8058 one-click unsubscribe: mail providers POST it with no Origin; the signed token is the proof',
  ],
]);

/** The exempt paths with a `:param` segment, as patterns (one segment each). */
const EXEMPT_PATTERNS = [...ORIGIN_CHECK_EXEMPT_PATHS.keys()]
  .filter((path) => path.includes('/:'))
  .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`));

const isExempt = (path: string) =>
  ORIGIN_CHECK_EXEMPT_PATHS.has(path) || EXEMPT_PATTERNS.some((pattern) => pattern.test(path));

/**
 * CSRF (issue 11 §4): a state-changing request is accepted only from the app itself. Its Origin
 * must be the configured public origin (APP_URL), compared with nothing the request says about
 * itself (Host, X-Forwarded-Host); without an Origin, the browser's `Sec-Fetch-Site: same-origin`
 * will do. A request with neither is refused: browsers send one of them on every fetch that
 * changes something, so only a forger or a non-browser client lacks both.
 */
export function isCrossSiteMutation(
  req: IncomingMessage,
  path: string,
  appOrigin: string,
): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET') || isExempt(path)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = req.headers.origin;
  if (origin !== undefined) return origin !== appOrigin;
  return site !== 'same-origin';
}
