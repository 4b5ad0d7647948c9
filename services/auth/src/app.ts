import { buildHttpService } from '@wellness/kit';
import type { AuthConfig } from './config';
import type { Db } from './db';
import { buildAuthDeps } from './deps';
import { internalSessionRoutes, loginRoutes } from './login/routes';
import { registrationRoutes } from './registration/routes';
import { passwordRoutes } from './password/routes';
import { passwordConfirmationRoutes } from './password-confirmation/routes';

export function buildAuthService(config: AuthConfig, db: Db) {
  return buildHttpService({
    service: 'auth',
    config,
    db,
    deps: (runtime) => buildAuthDeps(config, runtime, db),
    // Sessions and device cookies are read here; every other service trusts the gateway's identity.
    cookies: true,
    mounts: [
      ['/api/auth', loginRoutes],
      ['/api/auth', registrationRoutes],
      ['/api/auth', passwordRoutes],
      ['/api/auth', passwordConfirmationRoutes],
      ['/internal', internalSessionRoutes],
    ],
  });
}
