import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE, SESSION_INDICATOR_COOKIE } from '@wellness/contracts';

/** auth's own: marks a browser that signed in to an account before (see login/devices.ts). */
export const DEVICE_COOKIE = 'wellness_device';
const DEVICE_COOKIE_DAYS = 365;

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

/** The device cookie: sent only to auth's endpoints, kept across sign-outs. */
export function setDeviceCookie(res: Response, token: string, appUrl: string) {
  res.cookie(DEVICE_COOKIE, token, {
    ...baseOptions(appUrl),
    path: '/api/auth',
    httpOnly: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 * 1000,
  });
}

function cookieOf(req: Request, name: string): string | undefined {
  const value = req.cookies?.[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export const sessionTokenOf = (req: Request) => cookieOf(req, SESSION_COOKIE);
export const deviceTokenOf = (req: Request) => cookieOf(req, DEVICE_COOKIE);
