import { buildHttpService } from '@wellness/kit';
import type { NotificationConfig } from './config';
import type { Db } from './db';
import { buildNotificationDeps } from './deps';
import type { NotificationDeps } from './deps';
import { attachmentRoutes } from './attachments/routes';
import { automationRoutes } from './automations/routes';
import { emailTemplateRoutes } from './email-templates/routes';
import { emailRoutes } from './emails/routes';
import { emailSendRoutes } from './sends/routes';
import { conversationRoutes, messageRoutes } from './messages/routes';
import { unsubscribeRoutes } from './unsubscribe/routes';
import { marketingConsentRoutes } from './marketing-consent/routes';

export function buildNotificationService(config: NotificationConfig, db: Db) {
  let deps: NotificationDeps | undefined;
  return buildHttpService({
    service: 'notification',
    config,
    db,
    deps: (runtime) => (deps = buildNotificationDeps(config, runtime, db)),
    mounts: [
      ['/api/emails', emailRoutes],
      ['/api/email-sends', emailSendRoutes],
      ['/api/email-templates', emailTemplateRoutes],
      ['/api/conversations', conversationRoutes],
      ['/api/messages', messageRoutes],
      ['/api/attachments', attachmentRoutes],
      ['/api/automations', automationRoutes],
      ['/api/notifications/marketing-consent', marketingConsentRoutes],
      ['/unsubscribe', unsubscribeRoutes],
    ],
    // Open message streams end before the service stops.
    closers: [async () => deps?.live.close()],
  });
}
