import { buildHttpService } from '@wellness/kit';
import type { NotificationConfig } from './config';
import type { Db } from './db';
import { buildNotificationDeps } from './deps';
import { emailRoutes } from './emails/routes';
import { conversationRoutes, messageRoutes } from './messages/routes';

export function buildNotificationService(config: NotificationConfig, db: Db) {
  return buildHttpService({
    service: 'notification',
    config,
    db,
    deps: (runtime) => buildNotificationDeps(config, runtime, db),
    mounts: [
      ['/api/emails', emailRoutes],
      ['/api/conversations', conversationRoutes],
      ['/api/messages', messageRoutes],
    ],
  });
}
