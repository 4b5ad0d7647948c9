import { Router } from 'express';
import { loginSchema } from '@wellness/contracts';
import type { AuthDeps } from '../deps';
import { clearSessionCookies, setDeviceCookie, setSessionCookies } from '../sessions/cookies';
import { visitorOf } from '../visitor';
import { currentUser, login, logout, resolveSession } from './handlers';

/**
 * Sign-in, sign-out and the current user, mounted at /api/auth. Public, no role guard: the
 * session cookie is what these endpoints ask about.
 */
export function loginRoutes(deps: AuthDeps) {
  const router = Router();

  router.post('/login', async (req, res) => {
    const input = loginSchema.parse(req.body ?? {});
    const result = await login(deps, visitorOf(req), input);
    setSessionCookies(res, result.token, result.expiresAt, deps.config.APP_URL);
    setDeviceCookie(res, result.deviceToken, deps.config.APP_URL);
    res.json({ user: result.user });
  });

  router.post('/logout', async (req, res) => {
    await logout(deps, visitorOf(req));
    clearSessionCookies(res, deps.config.APP_URL);
    res.json({ message: 'You have been signed out.' });
  });

  router.get('/user', async (req, res) => {
    res.set('cache-control', 'no-store').json(await currentUser(deps, visitorOf(req)));
  });

  return router;
}

/** The gateway's own session check, mounted at /internal (the gateway never proxies it). */
export function internalSessionRoutes(deps: AuthDeps) {
  const router = Router();

  router.get('/session', async (req, res) => {
    res.set('cache-control', 'no-store').json(await resolveSession(deps, visitorOf(req)));
  });

  return router;
}
