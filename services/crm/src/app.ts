import { buildHttpService } from '@wellness/kit';
import type { CrmConfig } from './config';
import type { Db } from './db';
import { buildCrmDeps } from './deps';
import { dashboardRoutes } from './dashboard/routes';
import { clientRoutes } from './clients/routes';
import { discoveryRoutes } from './discovery/routes';
import { leadRoutes } from './leads/routes';
import { approvalRoutes } from './approvals/routes';
import { teamRoutes } from './team/routes';

/** crm's HTTP API: each feature's router at its path prefix (the router declares who may call it). */
export function buildCrmService(config: CrmConfig, db: Db) {
  return buildHttpService({
    service: 'crm',
    config,
    db,
    routes: (app, runtime) => {
      const deps = buildCrmDeps(config, runtime, db);
      app.use('/api/dashboard', dashboardRoutes(deps));
      app.use('/api/clients', clientRoutes(deps));
      app.use('/api/leads', leadRoutes(deps));
      app.use('/api/approvals', approvalRoutes(deps));
      app.use('/api/team', teamRoutes(deps));
      app.use('/api/discovery', discoveryRoutes(deps));
    },
  });
}
