import { buildHttpService } from '@wellness/kit';
import type { NotificationConfig } from './config';
import type { Db } from './db';
import { buildNotificationDeps } from './deps';
import { emailRoutes } from './emails/routes';

export function buildNotificationService(config: NotificationConfig, db: Db) {
  return buildHttpService({
    service: 'notification',
    config,
    db,
    routes: (app, runtime) => {
      const deps = buildNotificationDeps(config, runtime, db);
      app.use('/api/emails', emailRoutes(deps));
    },
  });
}
