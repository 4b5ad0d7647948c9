import { RateLimiter, buildHttpService } from '@wellness/kit';
import type { AuthConfig } from './config';
import type { Db } from './db';
import type { AuthDeps } from './deps';
import { loginRoutes } from './login/routes';
import { registrationRoutes } from './registration/routes';
import { passwordRoutes } from './password/routes';
import { sessionChangeAnnouncer } from './sessions/changes';

export function buildAuthService(config: AuthConfig, db: Db) {
  return buildHttpService({
    service: 'auth',
    config,
    db,
    routes: (app, runtime) => {
      const deps: AuthDeps = {
        db,
        config,
        limiter: new RateLimiter(runtime.redis, config.QUEUE_PREFIX),
        announceSessionChange: sessionChangeAnnouncer(
          runtime.redis,
          config.QUEUE_PREFIX,
          runtime.logger,
        ),
      };
      loginRoutes(app, deps);
      registrationRoutes(app, deps);
      passwordRoutes(app, deps);
    },
  });
}
