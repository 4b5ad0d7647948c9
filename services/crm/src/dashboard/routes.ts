import { Router } from 'express';
import { allowRoles, callerOf } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { coachSummary, recentActivity } from './handlers';

/** `/api/dashboard`, the coach's dashboard: coaches only. */
export function dashboardRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/summary', async (req, res) => {
    res.json(await coachSummary(deps, callerOf(req.ctx)));
  });

  router.get('/activity', async (req, res) => {
    res.json(await recentActivity(deps, callerOf(req.ctx)));
  });

  return router;
}
