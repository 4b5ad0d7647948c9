import { request } from 'node:http';
import { SESSION_COOKIE, readCookie } from '@wellness/contracts';
import type { InternalSessionResponse } from '@wellness/contracts';
import { fetchJson } from './http-json';
import type { SessionCache } from './session-cache';
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

export function needsIdentity(path: string): boolean {
  return !SELF_AUTHENTICATING.has(path);
}

/** The session cookie's value, when the request carries one. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, SESSION_COOKIE) || undefined;
}

function isSession(body: unknown): body is InternalSessionResponse {
  const b = body as Partial<InternalSessionResponse> | null;
  return typeof b?.identity === 'string' && typeof b.user?.id === 'string';
}

/**
 * Who holds a session cookie: auth answers with a short-lived signed identity (which services
 * verify) and the user; a revoked session gets none. Answers are reused from the cache while it is
 * live (see SessionCache), so most API calls need no extra hop to auth.
 */
export class SessionResolver {
  constructor(
    private readonly auth: Upstream,
    readonly cache: SessionCache,
  ) {}

  async resolve(token: string, requestId: string): Promise<InternalSessionResponse | null> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const { status, body } = await fetchJson(request, new URL('/internal/session', this.auth.url), {
      agent: this.auth.agent,
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-request-id': requestId },
    });
    if (status !== 200 || !isSession(body)) return null;
    this.cache.set(token, body);
    return body;
  }
}
