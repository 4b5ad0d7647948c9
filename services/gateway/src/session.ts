import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '@wellness/contracts';
import { fetchJson } from './http-json';
import type { Upstream } from './upstreams';

/** Auth endpoints that read the session cookie themselves: no identity lookup needed first. */
const SELF_AUTHENTICATING = new Set([
  '/api/auth/user',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
]);

export function needsIdentity(path: string, cookieHeader: string | undefined): boolean {
  return (
    !!cookieHeader && cookieHeader.includes(`${SESSION_COOKIE}=`) && !SELF_AUTHENTICATING.has(path)
  );
}

/**
 * Asks auth who holds the session cookie. Auth answers with a short-lived signed identity that
 * services verify; a revoked session gets none, so logout takes effect on the very next request.
 */
export async function resolveIdentity(
  auth: Upstream,
  req: IncomingMessage,
  requestId: string,
): Promise<string | null> {
  const { status, body } = await fetchJson(request, new URL('/internal/session', auth.url), {
    agent: auth.agent,
    headers: { cookie: req.headers.cookie ?? '', 'x-request-id': requestId },
  });
  if (status !== 200) return null;
  const identity = (body as { identity?: unknown })?.identity;
  return typeof identity === 'string' ? identity : null;
}
