import type { IncomingMessage } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF): the browser's Sec-Fetch-Site
 * says so, or the Origin is neither this host nor the configured public origin.
 */
export function isCrossSiteMutation(req: IncomingMessage, appOrigin: string): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  try {
    const originUrl = new URL(origin);
    return originUrl.origin !== appOrigin && originUrl.host !== host;
  } catch {
    return true;
  }
}
