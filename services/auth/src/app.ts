import { buildHttpService } from '@wellness/kit';
import type { AuthConfig } from './config';
import type { Db } from './db';
import { buildAuthDeps } from './deps';
import { internalSessionRoutes, loginRoutes } from './login/routes';
import { registrationRoutes } from './registration/routes';
import { passwordRoutes } from './password/routes';

export function buildAuthService(config: AuthConfig, db: Db) {
  return buildHttpService({
    service: 'auth',
    config,
    db,
    routes: (app, runtime) => {
      const deps = buildAuthDeps(config, runtime, db);
      app.use('/api/auth', loginRoutes(deps));
      app.use('/api/auth', registrationRoutes(deps));
      app.use('/api/auth', passwordRoutes(deps));
      app.use('/internal', internalSessionRoutes(deps));
    },
  });
}
