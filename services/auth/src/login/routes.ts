import type { Express } from 'express';
import { loginSchema } from '@wellness/contracts';
import type { AuthDeps } from '../deps';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from '../sessions/cookies';
import { currentUser, login, logout, resolveSession } from './handlers';

export function loginRoutes(app: Express, deps: AuthDeps) {
  app.post('/api/auth/login', async (req, res) => {
    const input = loginSchema.parse(req.body ?? {});
    const result = await login(deps, input, {
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent'),
    });
    setSessionCookies(res, result.token, result.expiresAt, deps.config.APP_URL);
    res.json({ user: result.user });
  });

  app.post('/api/auth/logout', async (req, res) => {
    await logout(deps, sessionTokenOf(req));
    clearSessionCookies(res, deps.config.APP_URL);
    res.json({ message: 'You have been signed out.' });
  });

  app.get('/api/auth/user', async (req, res) => {
    res.set('cache-control', 'no-store').json(await currentUser(deps, sessionTokenOf(req)));
  });

  // Not proxied by the gateway: the gateway's own session check.
  app.get('/internal/session', async (req, res) => {
    res.set('cache-control', 'no-store').json(await resolveSession(deps, sessionTokenOf(req)));
  });
}
