import { buildHttpService } from '@wellness/kit';
import type { CrmConfig } from './config';
import type { Db } from './db';
import { dashboardRoutes } from './dashboard/routes';
import { clientRoutes } from './clients/routes';
import { discoveryRoutes } from './discovery/routes';

export function buildCrmService(config: CrmConfig, db: Db) {
  return buildHttpService({
    service: 'crm',
    config,
    db,
    routes: (app, runtime) => {
      dashboardRoutes(app, db);
      clientRoutes(app, db);
      discoveryRoutes(app, db, runtime, config.QUEUE_PREFIX);
    },
  });
}
