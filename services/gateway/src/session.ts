import { request } from 'node:http';
import { SESSION_COOKIE, readCookie } from '@wellness/contracts';
import type { InternalSessionResponse } from '@wellness/contracts';
import { sessionIdentity, signIdentity, withTimeout } from '@wellness/kit';
import type { Logger, SessionDirectory } from '@wellness/kit';
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

/** The shared session directory, and what the gateway needs to vouch for what it finds there. */
export interface SharedSessions {
  directory: SessionDirectory;
  identitySecret: string;
  logger: Logger;
}

/** A directory lookup slower than this is given up for auth's answer. */
const DIRECTORY_TIMEOUT_MS = 250;

/**
 * Who holds a session cookie, asked in turn of:
 * - this gateway's cache of recent answers (SessionCache), while it hears auth's session changes;
 * - the directory of live sessions auth shares in Redis (kit SessionDirectory), when configured:
 *   the gateway signs the short-lived identity itself, with the services' IDENTITY_SECRET;
 * - auth, which answers with the signed identity and the user; a revoked session gets none.
 * So a request rarely needs a hop to auth: only a session's first after the directory forgot it.
 */
export class SessionResolver {
  constructor(
    private readonly auth: Upstream,
    readonly cache: SessionCache,
    private readonly shared: SharedSessions | null = null,
  ) {}

  /** Whether the directory failed last time (so an outage is logged once, not per request). */
  private directoryDown = false;

  async resolve(token: string, requestId: string): Promise<InternalSessionResponse | null> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const found = (await this.fromDirectory(token)) ?? (await this.fromAuth(token, requestId));
    if (found) this.cache.set(token, found);
    return found;
  }

  private async fromDirectory(token: string): Promise<InternalSessionResponse | null> {
    if (!this.shared) return null;
    const { directory, identitySecret, logger } = this.shared;
    try {
      const entry = await withTimeout(
        directory.find(token),
        DIRECTORY_TIMEOUT_MS,
        'session lookup',
      );
      this.directoryDown = false;
      if (!entry || entry.user.approvalStatus !== 'approved') return null;
      const identity = signIdentity(sessionIdentity(entry.sessionId, entry.user), identitySecret);
      return { identity, user: entry.user };
    } catch (error) {
      if (!this.directoryDown)
        logger.warn({ err: error }, 'session directory unavailable: asking auth');
      this.directoryDown = true;
      return null;
    }
  }

  private async fromAuth(
    token: string,
    requestId: string,
  ): Promise<InternalSessionResponse | null> {
    const { status, body } = await fetchJson(request, new URL('/internal/session', this.auth.url), {
      agent: this.auth.agent,
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-request-id': requestId },
    });
    return status === 200 && isSession(body) ? body : null;
  }
}
