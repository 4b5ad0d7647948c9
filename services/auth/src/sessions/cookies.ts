import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE, SESSION_INDICATOR_COOKIE } from '@wellness/contracts';

function baseOptions(appUrl: string): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: appUrl.startsWith('https:') };
}

/** The session token (httpOnly) and a readable, non-secret indicator that a session exists. */
export function setSessionCookies(res: Response, token: string, expiresAt: Date, appUrl: string) {
  const options = { ...baseOptions(appUrl), expires: expiresAt };
  res.cookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  res.cookie(SESSION_INDICATOR_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookies(res: Response, appUrl: string) {
  res.clearCookie(SESSION_COOKIE, { ...baseOptions(appUrl), httpOnly: true });
  res.clearCookie(SESSION_INDICATOR_COOKIE, baseOptions(appUrl));
}

export function sessionTokenOf(req: Request): string | undefined {
  const token = req.cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}
