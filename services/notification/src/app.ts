import { buildHttpService } from '@wellness/kit';
import type { NotificationConfig } from './config';
import type { Db } from './db';
import type { NotificationDeps } from './deps';
import { emailRoutes } from './emails/routes';

export function buildNotificationService(config: NotificationConfig, db: Db) {
  return buildHttpService({
    service: 'notification',
    config,
    db,
    routes: (app) => {
      const deps: NotificationDeps = { db };
      emailRoutes(app, deps);
    },
  });
}
