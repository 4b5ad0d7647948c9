import { buildHttpService } from '@wellness/kit';
import type { CrmConfig } from './config';
import type { Db } from './db';
import { dashboardRoutes } from './dashboard/routes';
import { clientRoutes } from './clients/routes';
import { discoveryRoutes } from './discovery/routes';
import { leadRoutes } from './leads/routes';
import { approvalRoutes } from './approvals/routes';
import { teamRoutes } from './team/routes';

export function buildCrmService(config: CrmConfig, db: Db) {
  return buildHttpService({
    service: 'crm',
    config,
    db,
    routes: (app, runtime) => {
      dashboardRoutes(app, db);
      clientRoutes(app, db);
      leadRoutes(app, db);
      approvalRoutes(app, db);
      teamRoutes(app, db);
      discoveryRoutes(app, db, runtime, config);
    },
  });
}
