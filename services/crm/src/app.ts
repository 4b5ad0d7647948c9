import { buildHttpService } from '@wellness/kit';
import type { CrmConfig } from './config';
import type { Db } from './db';
import { dashboardRoutes } from './dashboard/routes';
import { clientRoutes } from './clients/routes';

export function buildCrmService(config: CrmConfig, db: Db) {
  return buildHttpService({
    service: 'crm',
    config,
    db,
    routes: (app) => {
      dashboardRoutes(app, db);
      clientRoutes(app, db);
    },
  });
}
