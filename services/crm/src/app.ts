import { buildHttpService, systemClock } from '@wellness/kit';
import type { Clock } from '@wellness/kit';
import type { CrmConfig } from './config';
import type { Db } from './db';
import { buildCrmDeps } from './deps';
import { dashboardRoutes } from './dashboard/routes';
import { clientRoutes } from './clients/routes';
import { discoveryRoutes } from './discovery/routes';
import { leadRoutes } from './leads/routes';
import { approvalRoutes } from './approvals/routes';
import { teamRoutes } from './team/routes';
import { billingRoutes, checkoutRoutes } from './billing/routes';
import { financeRoutes } from './finances/routes';
import { paymentPlanRoutes } from './payment-plans/routes';
import { paymentRoutes } from './payments/routes';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe/routes';
import { importRoutes } from './imports/routes';
import { backupRoutes } from './archives/routes';
import { dataRequestRoutes } from './data-requests/routes';
import { dataProtectionRoutes } from './audit/routes';

export function buildCrmService(config: CrmConfig, db: Db, clock: Clock = systemClock) {
  return buildHttpService({
    service: 'crm',
    config,
    db,
    deps: (runtime) => buildCrmDeps(config, runtime, db, clock),
    rawBodyPaths: [STRIPE_WEBHOOK_PATH],
    mounts: [
      [STRIPE_WEBHOOK_PATH, stripeWebhookRoutes],
      ['/api/payments', paymentRoutes],
      ['/api/payment-plans', paymentPlanRoutes],
      ['/api/billing', billingRoutes],
      ['/api/checkout', checkoutRoutes],
      ['/api/finances', financeRoutes],
      ['/api/dashboard', dashboardRoutes],
      ['/api/clients', clientRoutes],
      ['/api/leads', leadRoutes],
      ['/api/approvals', approvalRoutes],
      ['/api/team', teamRoutes],
      ['/api/discovery', discoveryRoutes],
      ['/api/imports', importRoutes],
      ['/api/backups', backupRoutes],
      ['/api/data-requests', dataRequestRoutes],
      ['/api/data-protection', dataProtectionRoutes],
    ],
  });
}
